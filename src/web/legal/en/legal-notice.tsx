import { hasVatId, LegalPage, LegalSection, Operator, productName } from '@/web/legal/legal-page';

/** Legal Notice (English translation of the Impressum; the German page is binding). */
export function LegalNoticePage() {
  return (
    <LegalPage lang="en" eyebrow="Legal" title="Legal Notice" updated="21 November 2026">
      <p>
        <em>
          This English version is a translation provided for convenience only; only the German version (
          <a href="/impressum">Impressum</a>) is legally binding.
        </em>
      </p>

      <LegalSection title="Information pursuant to § 5 DDG (German Digital Services Act)">
        <p>
          <Operator field="name" />
          <br />
          <Operator field="address" />
        </p>
        <p>
          The operator of {productName()} is a sole proprietor. The business is not registered in the commercial
          register (Handelsregister).
        </p>
      </LegalSection>

      <LegalSection title="Contact">
        <ul>
          <li>
            Phone: <Operator field="phone" />
          </li>
          <li>
            E-mail: <Operator field="email" />
          </li>
          <li>
            Website: <Operator field="website" />
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="VAT identification number">
        {hasVatId() ? (
          <p>
            VAT identification number pursuant to § 27a of the German Value Added Tax Act (UStG):{' '}
            <Operator field="vatId" />
          </p>
        ) : (
          <p>
            The operator does not hold a VAT identification number pursuant to § 27a of the German Value Added Tax Act
            (UStG).
          </p>
        )}
      </LegalSection>

      <LegalSection title="Responsible for content pursuant to § 18(2) MStV (German Interstate Media Treaty)">
        <p>
          <Operator field="name" />
          <br />
          <Operator field="address" />
        </p>
      </LegalSection>

      <LegalSection title="EU online dispute resolution">
        <p>
          The European Commission's platform for online dispute resolution (ODR platform) was discontinued on 20 July
          2025. It is therefore no longer possible to submit complaints through it.
        </p>
      </LegalSection>

      <LegalSection title="Consumer dispute resolution">
        <p>
          We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer
          arbitration board (§ 36 of the German Consumer Dispute Resolution Act, VSBG).
        </p>
      </LegalSection>

      <LegalSection title="Automatically generated analyses">
        <p>
          The analyses on {productName()} (in particular the impact score, confidence, affected markets, historical
          patterns and explanation) are generated automatically by artificial intelligence (AI) or by a rules-based
          analyzer on the basis of publicly available news. They are market information only and do not constitute
          financial or investment advice. They may be incomplete or wrong. Any decision you make on the basis of them is
          your own responsibility.
        </p>
      </LegalSection>

      <LegalSection title="Liability for content">
        <p>
          As a service provider, we are responsible for our own content on these pages in accordance with the general
          laws. However, we are not obliged to monitor third-party information that is transmitted or stored, or to
          investigate circumstances that indicate unlawful activity. Obligations to remove or block the use of
          information under the general laws remain unaffected. Liability in this respect is, however, only possible
          from the point in time at which we become aware of a specific infringement. As soon as we become aware of such
          infringements, we will remove the content concerned without undue delay.
        </p>
      </LegalSection>

      <LegalSection title="Liability for links">
        <p>
          Our service contains links to external websites of third parties, in particular to the original articles of
          news publishers. These links are taken automatically from the publishers' publicly available news feeds. We
          have no influence over the content of the linked pages and therefore cannot accept any liability for this
          third-party content; the respective provider or operator of the linked pages is always responsible for it.
          Permanent monitoring of the content of linked pages is not reasonable without concrete indications of an
          infringement. As soon as we become aware of infringements, we will remove such links without undue delay.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
