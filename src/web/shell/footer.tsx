import { Link } from '@tanstack/react-router';
import { companyLinks, contractLinks, legalLinksEnglish, legalLinksGerman, productLinks } from '@/shared/site-map';
import { pixelConfigured, resetConsent } from '@/web/analytics/consent';
import { publicConfig } from '@/web/lib/public-config';
import { BrandMark } from '../components/brand';

type FooterLink = { to: string; label: string };

function FooterColumn({ title, links }: { title: string; links: readonly FooterLink[] }) {
  return (
    <div>
      <h2 className="text-xs font-semibold uppercase tracking-wider text-foreground">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-sm text-muted-foreground transition-colors hover:text-foreground">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto border-t border-border bg-card/60">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-[1.4fr_1fr_1fr_1fr_1fr]">
          <div className="col-span-2 max-w-xs lg:col-span-1">
            <div className="flex items-center gap-2.5 font-semibold">
              <BrandMark className="size-7" />
              {publicConfig.appName}
            </div>
            <p className="mt-3 text-sm text-muted-foreground">Breaking economic and political news, scored for market impact and explained in seconds.</p>
          </div>
          <FooterColumn title="Product" links={productLinks} />
          <FooterColumn title="Company" links={companyLinks} />
          <FooterColumn title="Rechtliches" links={legalLinksGerman} />
          <FooterColumn title="Legal" links={legalLinksEnglish} />
        </div>
        <div className="mt-10 flex flex-wrap gap-2 border-t border-border pt-6">
          {contractLinks.map((link, index) => (
            <Link
              key={link.to}
              to={link.to}
              className={
                index < 2
                  ? 'rounded-lg border border-destructive/50 px-3 py-1.5 text-sm font-semibold text-destructive transition-colors hover:bg-destructive/10'
                  : 'rounded-lg border border-border px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground'
              }
            >
              {link.label}
            </Link>
          ))}
        </div>
        <div className="mt-6 space-y-2 text-xs leading-relaxed text-muted-foreground">
          <p>
            <strong className="font-semibold text-foreground">Disclaimer:</strong> {publicConfig.appName} provides market analysis for information purposes
            only. It is not financial or investment advice. Analyses are generated automatically and may be incomplete or wrong; trading involves risk.
          </p>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <span>
              © {year} {publicConfig.appName}
            </span>
            {pixelConfigured() && (
              <button type="button" onClick={resetConsent} className="underline underline-offset-2 hover:text-foreground">
                Cookie-Einstellungen / Cookie settings
              </button>
            )}
          </p>
        </div>
      </div>
    </footer>
  );
}
