import { LegalPage, LegalSection, Operator, productName, WithOperator } from '@/web/legal/legal-page';

/** Nutzungsbedingungen: die Regeln für Konto und Nutzung; das Abonnement regeln die AGB. */
export function NutzungsbedingungenPage() {
  const product = productName();
  return (
    <LegalPage lang="de" eyebrow="Rechtliches" title="Nutzungsbedingungen" updated="21.11.2026">
      <p>
        Diese Nutzungsbedingungen regeln die Nutzung des Online-Dienstes {product} (im Folgenden „Dienst“), der von{' '}
        <Operator field="name" /> (im Folgenden „wir“ oder „uns“) betrieben wird, sowie Ihres Kundenkontos. Für das
        kostenpflichtige Abonnement gelten ergänzend unsere <a href="/agb">Allgemeinen Geschäftsbedingungen (AGB)</a>
        {';'}
        bei Widersprüchen gehen die AGB vor. Wie wir Ihre personenbezogenen Daten verarbeiten, erläutert unsere{' '}
        <a href="/datenschutz">Datenschutzerklärung</a>.
      </p>

      <LegalSection title="1. Registrierung">
        <p>
          (1) Für die Nutzung des Dienstes ist ein Kundenkonto erforderlich. Bei der Registrierung geben Sie Ihre
          E-Mail-Adresse und ein Passwort an. Anschließend bestätigen Sie Ihre E-Mail-Adresse über einen Link, den wir
          Ihnen per E-Mail senden; der Link ist 24 Stunden gültig.
        </p>
        <p>
          (2) Ihre Angaben bei der Registrierung müssen zutreffend sein. Ändert sich Ihre E-Mail-Adresse, sorgen Sie
          bitte dafür, dass wir Sie weiterhin erreichen können, da wir wichtige Mitteilungen zu Ihrem Konto und Vertrag
          per E-Mail versenden.
        </p>
        <p>(3) Das Kundenkonto ist persönlich und nicht übertragbar. Ein Anspruch auf Registrierung besteht nicht.</p>
      </LegalSection>

      <LegalSection title="2. Zugangsdaten">
        <p>
          (1) Sie sind verpflichtet, Ihr Passwort geheim zu halten, es nicht an Dritte weiterzugeben und vor dem Zugriff
          Dritter zu schützen. Wählen Sie ein sicheres Passwort, das Sie nicht für andere Dienste verwenden.
        </p>
        <p>
          (2) Ihre Anmeldung wird im lokalen Speicher Ihres Browsers gespeichert. Melden Sie sich insbesondere auf
          gemeinsam genutzten Geräten nach der Nutzung ab.
        </p>
        <p>
          (3) Haben Sie Anhaltspunkte dafür, dass Dritte Kenntnis von Ihren Zugangsdaten erlangt haben oder Ihr Konto
          missbräuchlich nutzen, ändern Sie Ihr Passwort unverzüglich (z. B. über die Funktion zum Zurücksetzen des
          Passworts)
          <WithOperator field="email">
            {' '}
            und informieren Sie uns unverzüglich unter <Operator field="email" />
          </WithOperator>
          .
        </p>
      </LegalSection>

      <LegalSection title="3. Nutzung der Inhalte">
        <p>
          (1) Die Inhalte des Dienstes, insbesondere die automatisch erzeugten Analysen, dürfen Sie ausschließlich für
          persönliche, nicht kommerzielle Zwecke nutzen. Sie erhalten hierfür für die Dauer Ihres Abonnements ein
          einfaches, nicht übertragbares Nutzungsrecht (§ 8 AGB).
        </p>
        <p>(2) Nicht gestattet ist insbesondere,</p>
        <ul>
          <li>
            Inhalte automatisiert abzurufen oder auszuwerten, etwa durch Scraping, Bots, Crawler oder vergleichbare
            Programme;
          </li>
          <li>
            Inhalte ganz oder teilweise zu vervielfältigen, weiterzugeben, zu veröffentlichen oder anderweitig
            weiterzuverbreiten, auch nicht in bearbeiteter Form;
          </li>
          <li>den Zugang zum Dienst Dritten zur Verfügung zu stellen oder mit Dritten zu teilen;</li>
          <li>
            Sicherheits- oder Zugangsbeschränkungen zu umgehen, den Dienst übermäßig zu belasten oder seinen Betrieb auf
            andere Weise zu stören.
          </li>
        </ul>
        <p>
          (3) Die angezeigten Nachrichten und verlinkten Originalartikel sind Inhalte der jeweiligen Herausgeber. Deren
          Urheber- und Nutzungsrechte bleiben unberührt.
        </p>
      </LegalSection>

      <LegalSection title="4. Verfügbarkeit">
        <p>
          Wir bemühen uns um einen möglichst störungsfreien Betrieb des Dienstes. Eine ununterbrochene Verfügbarkeit
          können wir nicht gewährleisten. Insbesondere Wartungsarbeiten, Sicherheitsmaßnahmen, Störungen bei
          Dienstleistern oder Nachrichtenquellen sowie Umstände außerhalb unseres Einflussbereichs können zu
          vorübergehenden Einschränkungen führen. Planbare Wartungsarbeiten kündigen wir nach Möglichkeit vorher an.
          Einzelheiten regelt § 7 der AGB; gesetzliche Rechte bei Mängeln bleiben unberührt.
        </p>
      </LegalSection>

      <LegalSection title="5. Änderungen">
        <p>
          (1) Wir können den Dienst weiterentwickeln und ändern, soweit hierfür ein triftiger Grund besteht; für
          zahlende Kunden gilt § 2 Abs. 5 der AGB.
        </p>
        <p>
          (2) Änderungen dieser Nutzungsbedingungen teilen wir Ihnen spätestens sechs Wochen vor ihrem Inkrafttreten in
          Textform mit. Sie können den Änderungen bis zu ihrem Inkrafttreten widersprechen; widersprechen Sie nicht
          fristgerecht, gelten die Änderungen als angenommen. Auf Ihr Widerspruchsrecht, die Frist und diese Folge
          weisen wir Sie in der Mitteilung gesondert hin. Im Übrigen gilt § 10 der AGB entsprechend.
        </p>
      </LegalSection>

      <LegalSection title="6. Ausschluss von Nutzern">
        <p>
          (1) Verstoßen Sie gegen diese Nutzungsbedingungen oder die AGB, können wir Ihren Zugang vorübergehend sperren
          oder Ihr Kundenkonto löschen. Bei der Wahl der Maßnahme berücksichtigen wir Ihre berechtigten Interessen,
          insbesondere die Schwere des Verstoßes, ein etwaiges Verschulden und ob Sie zuvor abgemahnt wurden. Bei
          schwerwiegenden Verstößen, etwa automatisierter Auswertung oder gewerblicher Weiterverbreitung von Inhalten
          oder Weitergabe von Zugangsdaten, ist eine sofortige Sperrung auch ohne vorherige Abmahnung möglich.
        </p>
        <p>
          (2) Die Löschung des Kundenkontos erfolgt im Wege der außerordentlichen Kündigung aus wichtigem Grund (§ 6
          Abs. 4 AGB). Wir informieren Sie hierüber per E-Mail. Weitergehende Ansprüche bleiben unberührt.
        </p>
      </LegalSection>

      <LegalSection title="7. Haftungsausschluss / keine Anlageberatung">
        <p>
          (1) Die Analysen des Dienstes (unter anderem Impact-Score, Konfidenz, betroffene Märkte, historische Muster
          und Erläuterung) werden automatisch erzeugt, entweder mithilfe künstlicher Intelligenz durch einen externen
          KI-Textanalysedienst oder durch ein regelbasiertes Analyseverfahren. Sie können unvollständig, ungenau oder
          fehlerhaft sein. Die zugrunde liegenden Nachrichten stammen von Dritten; für deren Richtigkeit übernehmen wir
          keine Gewähr.
        </p>
        <p>
          (2){' '}
          <strong>
            Die Inhalte dienen ausschließlich der allgemeinen Marktinformation und stellen keine Anlageberatung,
            Finanzberatung oder Empfehlung zum Kauf oder Verkauf von Finanzinstrumenten dar.
          </strong>{' '}
          Sie berücksichtigen nicht Ihre persönlichen und finanziellen Verhältnisse, Ihre Anlageziele oder Ihre
          Risikobereitschaft.
        </p>
        <p>
          (3) Sie treffen Ihre Anlage- und Handelsentscheidungen ausschließlich selbst und in eigener Verantwortung.
          Prüfen Sie Informationen vor einer Entscheidung eigenständig und ziehen Sie gegebenenfalls eine unabhängige,
          fachkundige Beratung hinzu. Historische Muster und frühere Marktreaktionen sind kein verlässlicher Indikator
          für künftige Entwicklungen.
        </p>
        <p>
          (4) Der Handel mit Wertpapieren, Derivaten, Devisen, Rohstoffen, Kryptowerten und anderen Finanzinstrumenten
          ist mit erheblichen Risiken verbunden und kann bis zum vollständigen Verlust des eingesetzten Kapitals führen,
          bei einzelnen Produkten auch darüber hinaus.
        </p>
        <p>
          (5) Unsere Haftung richtet sich nach § 9 der AGB. Danach haften wir unter anderem unbeschränkt bei Vorsatz und
          grober Fahrlässigkeit sowie bei Verletzung des Lebens, des Körpers oder der Gesundheit; im Übrigen ist die
          Haftung nach Maßgabe von § 9 der AGB beschränkt.
        </p>
      </LegalSection>

      <LegalSection title="8. Gerichtsstand">
        <p>
          (1) Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts (CISG). Gegenüber
          Verbrauchern gilt diese Rechtswahl nur, soweit dadurch nicht der Schutz entzogen wird, den zwingende
          Bestimmungen des Rechts des Staates gewähren, in dem sie ihren gewöhnlichen Aufenthalt haben.
        </p>
        <p>
          (2) Ist der Nutzer Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches
          Sondervermögen, ist ausschließlicher Gerichtsstand für alle Streitigkeiten aus oder im Zusammenhang mit der
          Nutzung des Dienstes unser Geschäftssitz. Für Verbraucher gelten die gesetzlichen Gerichtsstände.
        </p>
        <p>
          (3) Sollten einzelne Bestimmungen dieser Nutzungsbedingungen unwirksam sein oder werden, bleibt die
          Wirksamkeit der übrigen Bestimmungen unberührt; an die Stelle der unwirksamen Bestimmung treten die
          gesetzlichen Vorschriften.
        </p>
      </LegalSection>

      <p className="mt-10 text-sm text-muted-foreground">
        <a href="/terms-of-use">English version</a>
      </p>
    </LegalPage>
  );
}
