/**
 * The board as grouped bars: for each score band, the share of called stories whose primary
 * instrument moved the called way after 1 trading day, rules-based beside AI, each bar with
 * its n (a cell without calls has no bar and n 0). Drawn by uPlot (small, canvas), loaded with this page only. The canvas is a picture
 * of the table below it, which carries every figure; its words are the figure's caption.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { type CalibrationBoard, type CalibrationMethod, calibrationMethodLabel } from '@/shared/calibration';
import type { ImpactLevel } from '@/shared/impact';

const BANDS: ImpactLevel[] = ['low', 'medium', 'high'];
const bandShort: Record<ImpactLevel, string> = { low: 'Green', medium: 'Yellow', high: 'Red' };
const METHODS: CalibrationMethod[] = ['rules', 'ai'];
const HEIGHT = 260;

/** The bar heights (agreement share in %, null without calls) and their n, per method, by band. */
function seriesOf(board: CalibrationBoard) {
  return METHODS.map((method) => {
    const cells = BANDS.map((band) => board.cells.find((cell) => cell.band === band && cell.method === method)?.['1d']);
    return {
      method,
      shares: cells.map((horizon) => (horizon?.agreementShare == null ? null : horizon.agreementShare * 100)),
      called: cells.map((horizon) => horizon?.called ?? 0),
    };
  });
}

/** The colours of the page's text and primary, so the chart follows the light or dark theme. */
function themeColours(element: HTMLElement) {
  const style = getComputedStyle(element);
  return { text: style.color, primary: style.getPropertyValue('--primary').trim() || '#2563eb' };
}

export default function CalibrationChart({ board }: { board: CalibrationBoard }) {
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const series = seriesOf(board);
    const { text, primary } = themeColours(element);
    // Each bar's box as uPlot draws it, to write its n above it.
    const boxes = new Map<string, { left: number; top: number; width: number }>();
    const bars = (align: -1 | 1) =>
      uPlot.paths.bars?.({
        size: [0.36, 64],
        align,
        gap: 2,
        each: (_chart, seriesIndex, index, left, top, width) => boxes.set(`${seriesIndex}:${index}`, { left, top, width }),
      });
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        cursor: { show: false },
        legend: { show: false },
        scales: { x: { time: false, range: [-0.5, 2.5] }, y: { range: [0, 110] } },
        axes: [
          {
            stroke: text,
            grid: { show: false },
            ticks: { show: false },
            splits: () => [0, 1, 2],
            values: (_chart, splits) => splits.map((i) => bandShort[BANDS[i] ?? 'low']),
          },
          {
            stroke: text,
            grid: { stroke: 'rgba(128,128,128,0.2)' },
            splits: () => [0, 25, 50, 75, 100],
            values: (_chart, splits) => splits.map((value) => `${value} %`),
            size: 56,
          },
        ],
        series: [
          {},
          // Rules-based hollow, AI solid: the two differ in shape, not in colour alone.
          { label: calibrationMethodLabel.rules, stroke: primary, width: 2, fill: 'transparent', paths: bars(-1), points: { show: false } },
          { label: calibrationMethodLabel.ai, stroke: primary, width: 2, fill: primary, paths: bars(1), points: { show: false } },
        ],
        hooks: {
          drawClear: [() => boxes.clear()],
          draw: [
            (chart) => {
              const { ctx } = chart;
              const ratio = uPlot.pxRatio;
              ctx.save();
              ctx.fillStyle = text;
              ctx.font = `${11 * ratio}px system-ui, sans-serif`;
              ctx.textAlign = 'center';
              series.forEach((method, m) => {
                method.called.forEach((called, index) => {
                  const box = boxes.get(`${m + 1}:${index}`);
                  const x = box ? box.left + box.width / 2 : chart.valToPos(index + (m === 0 ? -0.18 : 0.18), 'x', true);
                  const y = box ? box.top - 4 * ratio : chart.valToPos(0, 'y', true) - 4 * ratio;
                  // A bar too narrow for "n 85" carries its figure alone; the caption says what it counts.
                  const narrow = (box?.width ?? 0) < 36 * ratio;
                  ctx.fillText(narrow ? String(called) : `n ${called}`, x, y);
                });
              });
              ctx.restore();
            },
          ],
        },
      },
      [[0, 1, 2], ...series.map((method) => method.shares)],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [board]);

  return <div ref={holder} aria-hidden="true" className="w-full min-w-0 text-foreground" />;
}
