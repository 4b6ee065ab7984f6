/**
 * Portuguese, the language of Brazil's market news: cues for central-bank decisions (Copom,
 * Selic), inflation and growth prints, results and guidance, profit warnings, M&A, buybacks and
 * dividends, the words that say a variable rose or fell, and a small tone lexicon.
 */
import { unicodeWords } from './unicode-words';

/** Portuguese cues by event id; types without one are not recognised in Portuguese text. */
export const portugueseCues: Record<string, RegExp> = Object.fromEntries(
  Object.entries({
    'cb-rate-hike': /\b(?:(?:eleva|elevou|elevar|sobe|subiu|aumenta|aumentou)\s+(?:\S+\s+){0,3}(?:Selic|juros|taxa básica)|alta (?:da|de) (?:Selic|juros))/i,
    'cb-rate-cut': /\b(?:(?:corta|cortou|cortar|reduz|reduziu|baixa|baixou)\s+(?:\S+\s+){0,3}(?:Selic|juros|taxa básica)|corte (?:da|de|na) (?:Selic|juros))/i,
    'cb-rate-hold': /\b(?:(?:mantém|manteve|mantem)\s+(?:\S+\s+){0,3}(?:Selic|juros|taxa básica))/i,
    'macro-inflation': /\b(?:IPCA\w*|IGP-M|inflação|preços ao consumidor)/i,
    'macro-gdp': /\b(?:PIB|recessão|economia (?:cresce|encolhe|cai|recua))/i,
    'macro-unemployment': /\b(?:desemprego|taxa de desocupação)/i,
    'macro-retail': /\b(?:vendas no varejo|varejo)/i,
    'macro-industry': /\b(?:produção industrial)/i,
    'profit-warning': /\b(?:alerta de lucro|revisa (?:\S+\s+){0,2}para baixo)/i,
    'guidance-cut': /\b(?:(?:corta|reduz|rebaixa)\s+(?:\S+\s+){0,2}(?:projeção|projeções|meta|metas|guidance|previsão))/i,
    'guidance-raise': /\b(?:(?:eleva|aumenta|melhora)\s+(?:\S+\s+){0,2}(?:projeção|projeções|meta|metas|guidance|previsão))/i,
    'earnings-beat': /\b(?:supera (?:\S+\s+){0,2}(?:expectativas|estimativas|projeções)|acima do esperado|lucro recorde)/i,
    'earnings-miss': /\b(?:abaixo d[oa]s? (?:esperado|expectativas|estimativas)|decepciona)/i,
    'earnings-report': /\b(?:lucro|prejuízo|resultado|receita|balanço|trimestre)\b/i,
    'dividend-cut': /\b(?:(?:não|nao)\s+(?:vai\s+)?(?:pagar|distribuir)\s+(?:\S+\s+){0,2}dividendos|(?:corta|suspende|reduz)\s+(?:\S+\s+){0,2}dividendos)/i,
    'dividend-raise': /\b(?:(?:anuncia|aprova|eleva|aumenta)\s+(?:\S+\s+){0,2}dividendos?|dividendos? extraordinários)/i,
    dividend: /\b(?:dividendos?|proventos|JCP)\b/i,
    buyback: /\b(?:recompra\w*)/i,
    'price-rise': /\b(?:aumenta|eleva|reajusta|sobe)\s+(?:\S+\s+){0,2}preços?\b/i,
    'price-cut': /\b(?:corta|reduz|baixa)\s+(?:\S+\s+){0,2}preços?\b/i,
    'takeover-bid': /\b(?:oferta (?:pública|hostil)|OPA)\b/i,
    acquisition: /\b(?:compra|comprar|adquire|adquirir|aquisição|fusão|incorpora)\b/i,
    'industrial-disaster':
      /\b(?:(?:barragem|mina|usina|plataforma|refinaria)\b.{0,30}\b(?:rompe\w*|rompimento|desaba\w*|explode\w*|explosão|incêndio|vazamento)|rompimento de barragem)/i,
    bankruptcy: /\b(?:recuperação judicial|falência)/i,
    'analyst-upgrade': /\b(?:eleva recomendação|recomendação de compra)/i,
    'analyst-downgrade': /\b(?:rebaixa recomendação|recomendação de venda)/i,
    'market-recap': /\b(?:Ibovespa|Bolsa|ações|mercados?)\b/i,
  }).map(([id, cue]) => [id, unicodeWords(cue)]),
);

export const PORTUGUESE_UP = unicodeWords(
  /\b(?:sobe|sobem|subiu|subiram|alta|avança|avançou|dispara|disparou|acelera|acelerou|cresce|cresceu|aumenta|aumentou|acima|recorde|máxima)\b/i,
);
export const PORTUGUESE_DOWN = unicodeWords(
  /\b(?:cai|caem|caiu|caíram|queda|recua|recuou|despenca|despencam|despencou|desacelera|desacelerou|encolhe|encolheu|baixa|abaixo|mínima|tomba|desaba)\b/i,
);

const POSITIVE = unicodeWords(/\b(?:sobe|subiu|dispara|disparou|avança|recorde|supera|forte|lucro|alta)\b/gi);
const NEGATIVE = unicodeWords(/\b(?:cai|caiu|despenca\w*|recua|queda|prejuízo|decepciona\w*|fraco|crise|tomba|desaba|rompe\w*)\b/gi);

/** Portuguese tone in [-1, 1]: each cue counts the same; the balance decides. */
export function portugueseTone(text: string): number {
  const up = text.match(POSITIVE)?.length ?? 0;
  const down = text.match(NEGATIVE)?.length ?? 0;
  return Math.tanh(0.4 * (up - down));
}
