import { hasVatId, LegalPage, LegalSection, Operator, productName, supportEmail } from '@/web/legal/legal-page';

/** Impressum (Anbieterkennzeichnung nach § 5 DDG). */
export function ImpressumPage() {
  const support = supportEmail();
  return (
    <LegalPage lang="de" eyebrow="Rechtliches" title="Impressum" updated="21.11.2026">
      <LegalSection title="Angaben gemäß § 5 DDG">
        <p>
          <Operator field="name" />
          <br />
          <Operator field="address" />
        </p>
        <p>Rechtsform: Einzelunternehmer. Das Unternehmen ist nicht im Handelsregister eingetragen.</p>
        <p>Anbieter des Online-Dienstes {productName()}.</p>
      </LegalSection>

      <LegalSection title="Kontakt">
        <ul>
          <li>
            Telefon: <Operator field="phone" />
          </li>
          <li>
            E-Mail: <Operator field="email" />
          </li>
          <li>
            Website: <Operator field="website" />
          </li>
          {support && (
            <li>
              Kundensupport: <a href={`mailto:${support}`}>{support}</a>
            </li>
          )}
        </ul>
      </LegalSection>

      <LegalSection title="Umsatzsteuer-Identifikationsnummer">
        {hasVatId() ? (
          <p>
            Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: <Operator field="vatId" />
          </p>
        ) : (
          <p>Eine Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz ist nicht vorhanden.</p>
        )}
      </LegalSection>

      <LegalSection title="Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV">
        <p>
          <Operator field="name" />
          <br />
          <Operator field="address" />
        </p>
      </LegalSection>

      <LegalSection title="EU-Streitschlichtung">
        <p>
          Die von der Europäischen Kommission betriebene Plattform zur Online-Streitbeilegung (OS-Plattform) wurde zum
          20. Juli 2025 eingestellt. Ein Hinweis auf diese Plattform entfällt daher; Verbraucher können sich mit ihrem
          Anliegen jederzeit direkt an uns wenden (Kontaktdaten siehe oben).
        </p>
      </LegalSection>

      <LegalSection title="Verbraucherstreitbeilegung">
        <p>
          Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer
          Verbraucherschlichtungsstelle teilzunehmen (§ 36 Verbraucherstreitbeilegungsgesetz – VSBG).
        </p>
      </LegalSection>

      <LegalSection title="Hinweis zu automatisch erzeugten Inhalten (KI-Hinweis)">
        <p>
          Die in {productName()} angezeigten Analysen zu Wirtschafts- und Politiknachrichten (unter anderem Impact-Score
          von −10 bis +10, Konfidenz, betroffene Märkte, historische Muster und Erläuterung) werden automatisch
          erstellt: entweder mithilfe künstlicher Intelligenz durch einen externen KI-Textanalysedienst oder durch ein
          regelbasiertes Analyseverfahren. Es handelt sich um automatisch erzeugte Inhalte, die unvollständig oder
          fehlerhaft sein können und ausschließlich der allgemeinen Marktinformation dienen.
        </p>
        <p>
          <strong>
            Die Inhalte stellen keine Anlageberatung, Finanzberatung oder Aufforderung zum Kauf oder Verkauf von
            Finanzinstrumenten dar.
          </strong>{' '}
          Anlageentscheidungen treffen Sie ausschließlich eigenverantwortlich. Näheres regeln unsere{' '}
          <a href="/agb">Allgemeinen Geschäftsbedingungen</a> und <a href="/nutzungsbedingungen">Nutzungsbedingungen</a>
          .
        </p>
      </LegalSection>

      <LegalSection title="Haftung für Inhalte">
        <p>
          Als Diensteanbieter sind wir für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen
          verantwortlich. Wir sind jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu
          überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen. Verpflichtungen
          zur Entfernung oder Sperrung der Nutzung von Informationen nach den allgemeinen Gesetzen bleiben hiervon
          unberührt. Eine diesbezügliche Haftung ist erst ab dem Zeitpunkt der Kenntnis einer konkreten Rechtsverletzung
          möglich. Bei Bekanntwerden entsprechender Rechtsverletzungen werden wir diese Inhalte umgehend entfernen.
        </p>
        <p>
          Die angezeigten Nachrichten stammen aus öffentlich zugänglichen Nachrichten-Feeds (RSS) der jeweiligen
          Herausgeber. Für deren Inhalt, Richtigkeit und Aktualität sind die jeweiligen Herausgeber verantwortlich.
        </p>
      </LegalSection>

      <LegalSection title="Haftung für Links">
        <p>
          Unser Angebot enthält Links zu externen Websites Dritter, insbesondere zu den Originalartikeln der
          Nachrichten-Herausgeber. Diese Links werden automatisch aus den öffentlichen Nachrichten-Feeds übernommen; auf
          die Inhalte der verlinkten Seiten haben wir keinen Einfluss. Für diese fremden Inhalte übernehmen wir daher
          keine Gewähr; verantwortlich ist stets der jeweilige Anbieter oder Betreiber der verlinkten Seiten. Eine
          permanente inhaltliche Kontrolle der verlinkten Seiten ist ohne konkrete Anhaltspunkte einer Rechtsverletzung
          nicht zumutbar. Bei Bekanntwerden von Rechtsverletzungen werden wir derartige Links umgehend entfernen.
        </p>
      </LegalSection>

      <p className="mt-10 text-sm text-muted-foreground">
        <a href="/legal-notice">English version</a>
      </p>
    </LegalPage>
  );
}
