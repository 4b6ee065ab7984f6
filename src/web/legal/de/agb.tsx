import type { ReactNode } from 'react';
import { PLAN, planText } from '@/shared/billing';
import { LegalPage, LegalSection, Operator, productName, WithOperator } from '@/web/legal/legal-page';

function Sub({ children }: { children: ReactNode }) {
  return <h3 className="mt-6 font-semibold">{children}</h3>;
}

/** Allgemeine Geschäftsbedingungen für das Abonnement, mit Widerrufsbelehrung und Muster-Widerrufsformular. */
export function AgbPage() {
  const product = productName();
  return (
    <LegalPage lang="de" eyebrow="Rechtliches" title="Allgemeine Geschäftsbedingungen" updated="21.11.2026">
      <LegalSection title="§ 1 Geltungsbereich">
        <p>
          (1) Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Verträge über die Nutzung des Online-Dienstes{' '}
          {product} (im Folgenden „Dienst“), die zwischen <Operator field="name" />
          <WithOperator field="address">
            , <Operator field="address" />
          </WithOperator>{' '}
          (Einzelunternehmer, im Folgenden „Anbieter“, „wir“ oder „uns“) und den Nutzern des Dienstes (im Folgenden
          „Kunde“ oder „Sie“) geschlossen werden.
        </p>
        <p>
          (2) Verbraucher ist jede natürliche Person, die ein Rechtsgeschäft zu Zwecken abschließt, die überwiegend
          weder ihrer gewerblichen noch ihrer selbständigen beruflichen Tätigkeit zugerechnet werden können (§ 13 BGB).
          Unternehmer ist eine natürliche oder juristische Person oder eine rechtsfähige Personengesellschaft, die bei
          Abschluss eines Rechtsgeschäfts in Ausübung ihrer gewerblichen oder selbständigen beruflichen Tätigkeit
          handelt (§ 14 BGB).
        </p>
        <p>
          (3) Abweichende, entgegenstehende oder ergänzende Geschäftsbedingungen des Kunden werden nicht
          Vertragsbestandteil, es sei denn, wir stimmen ihrer Geltung ausdrücklich zu.
        </p>
        <p>
          (4) Ergänzend gelten unsere <a href="/nutzungsbedingungen">Nutzungsbedingungen</a>. Bei Widersprüchen gehen
          diese AGB vor. Informationen zur Verarbeitung personenbezogener Daten enthält unsere{' '}
          <a href="/datenschutz">Datenschutzerklärung</a>.
        </p>
      </LegalSection>

      <LegalSection title="§ 2 Leistungen">
        <p>
          (1) {product} ist ein kostenpflichtiger Abonnement-Dienst für Trader und Anleger. Der Dienst stellt
          Wirtschafts- und Politiknachrichten aus öffentlich zugänglichen Nachrichten-Feeds (RSS) der jeweiligen
          Herausgeber zusammen und versieht sie mit automatisch erzeugten Analysen. Eine Analyse umfasst insbesondere
          einen Impact-Score auf einer Skala von −10 bis +10, eine Angabe zur Konfidenz, die voraussichtlich betroffenen
          Märkte, historische Muster sowie eine Erläuterung.
        </p>
        <p>
          (2) Die Analysen werden automatisch erstellt, entweder mithilfe künstlicher Intelligenz durch einen externen
          KI-Textanalysedienst oder durch ein regelbasiertes Analyseverfahren. Automatisch erzeugte Inhalte können
          unvollständig, ungenau, veraltet oder fehlerhaft sein. Wir übernehmen keine Gewähr dafür, dass die
          Nachrichtenauswahl vollständig ist oder dass die Analysen zutreffend sind oder eine bestimmte Marktentwicklung
          eintritt.
        </p>
        <p>
          (3){' '}
          <strong>
            Die Inhalte des Dienstes dienen ausschließlich der allgemeinen Marktinformation. Sie stellen keine
            Anlageberatung, Finanzberatung, Steuer- oder Rechtsberatung und keine Empfehlung oder Aufforderung zum Kauf
            oder Verkauf von Finanzinstrumenten dar.
          </strong>{' '}
          Sie berücksichtigen weder Ihre persönlichen oder finanziellen Verhältnisse noch Ihre Anlageziele oder Ihre
          Risikobereitschaft. Wir erbringen keine Wertpapierdienstleistungen. Anlageentscheidungen treffen Sie
          ausschließlich eigenverantwortlich.
        </p>
        <p>
          (4) Der Inhalt der Nachrichten liegt in der Verantwortung der jeweiligen Herausgeber. Wir schulden nicht, dass
          bestimmte Herausgeber oder Nachrichten-Feeds dauerhaft verfügbar sind.
        </p>
        <p>
          (5) Wir sind berechtigt, den Dienst weiterzuentwickeln und zu ändern, soweit hierfür ein triftiger Grund
          besteht, etwa die Anpassung an eine neue technische Umgebung, an eine erhöhte Nutzerzahl, an geänderte
          Angebote von Dienstleistern oder Nachrichtenquellen oder an geänderte rechtliche Anforderungen, sowie aus
          Gründen der Sicherheit. Änderungen erfolgen ohne zusätzliche Kosten für Sie; wir informieren Sie hierüber klar
          und verständlich. Beeinträchtigt eine Änderung Ihren Zugang zum Dienst oder dessen Nutzbarkeit mehr als nur
          unerheblich, informieren wir Sie als Verbraucher innerhalb einer angemessenen Frist vor dem Zeitpunkt der
          Änderung auf einem dauerhaften Datenträger; Sie können den Vertrag in diesem Fall nach Maßgabe von § 327r Abs.
          3 und 4 BGB innerhalb von 30 Tagen unentgeltlich beenden.
        </p>
      </LegalSection>

      <LegalSection title="§ 3 Registrierung und Vertragsschluss">
        <p>
          (1) Die Nutzung des Dienstes setzt ein Kundenkonto voraus. Für die Registrierung geben Sie Ihre E-Mail-Adresse
          und ein Passwort an und bestätigen Ihre E-Mail-Adresse über einen Link, den wir Ihnen per E-Mail senden und
          der 24 Stunden gültig ist. Die Registrierung ist kostenlos; Ihre Angaben müssen zutreffend sein.
        </p>
        <p>
          (2) Die Darstellung des Abonnements auf unserer Website ist kein rechtlich bindendes Angebot, sondern eine
          Aufforderung zur Abgabe eines Angebots.
        </p>
        <p>(3) Der Vertragsschluss über das Abonnement erfolgt in folgenden technischen Schritten:</p>
        <ol>
          <li>
            Sie melden sich mit Ihrem Kundenkonto an und rufen auf der Preisseite den Abschluss des Abonnements (Start
            der kostenlosen Testphase) auf.
          </li>
          <li>
            Sie werden auf die Bestellseite unseres Zahlungsdienstleisters Stripe weitergeleitet. Dort werden Ihnen das
            Abonnement, der Preis und die Dauer der Testphase zusammengefasst angezeigt, und Sie können Ihre Angaben
            eingeben; die Angabe eines Zahlungsmittels ist für den Start der Testphase nicht erforderlich.
          </li>
          <li>
            Vor Absenden der Bestellung können Sie alle Angaben überprüfen und Eingabefehler mit den üblichen Tastatur-
            und Mausfunktionen direkt in den Eingabefeldern berichtigen oder den Vorgang über die Zurück-Funktion Ihres
            Browsers bzw. durch Schließen der Bestellseite abbrechen.
          </li>
          <li>
            Durch Anklicken der abschließenden Bestell-Schaltfläche auf der Bestellseite geben Sie ein verbindliches
            Angebot zum Abschluss des Abonnementvertrags ab.
          </li>
          <li>
            Der Vertrag kommt zustande, wenn wir Ihr Angebot annehmen. Die Annahme erfolgt durch die Freischaltung des
            Abonnements in Ihrem Kundenkonto (Beginn der Testphase), die Ihnen unmittelbar nach Abschluss der Bestellung
            angezeigt wird.
          </li>
        </ol>
        <p>
          (4) Die Bestätigung des Vertragsschlusses mit den wesentlichen Vertragsinhalten erhalten Sie innerhalb
          angemessener Frist per E-Mail an die Adresse Ihres Kundenkontos.
        </p>
        <p>
          (5) Vertragssprache ist Deutsch. Soweit wir eine Übersetzung in eine andere Sprache bereitstellen, dient diese
          nur der Information; maßgeblich ist die deutsche Fassung.
        </p>
        <p>
          (6) Wir speichern den Vertragstext (Ihre Bestelldaten und diese AGB in der bei Vertragsschluss gültigen
          Fassung). Die jeweils aktuelle Fassung der AGB können Sie jederzeit unter <a href="/agb">/agb</a> abrufen,
          ausdrucken und speichern. Den Status Ihres Abonnements können Sie in Ihrem Kundenkonto einsehen.
        </p>
      </LegalSection>

      <LegalSection title="§ 4 Preise und Zahlung">
        <p>
          (1) Das Abonnement kostet <strong>{planText.priceWithCodeDe} pro Monat</strong>. Alle angegebenen Preise sind
          Endpreise und enthalten, soweit sie anfällt, die gesetzliche Umsatzsteuer. Weitere Kosten, etwa Versandkosten,
          fallen nicht an.
        </p>
        <p>
          (2) Das Entgelt wird monatlich abgerechnet und ist jeweils zu Beginn eines Abrechnungszeitraums im Voraus
          fällig. Der erste Abrechnungszeitraum beginnt mit dem Ende der kostenlosen Testphase (§ 5).
        </p>
        <p>
          (3) Die Zahlung erfolgt per Karte oder Banküberweisung über den Zahlungsdienstleister Stripe Payments Europe,
          Ltd., 1 Grand Canal Street Lower, Dublin 2, Irland. Mit der Hinterlegung eines Zahlungsmittels ermächtigen Sie
          uns, das jeweils fällige Entgelt über Stripe einzuziehen bzw. in Rechnung zu stellen. Ihr Zahlungsmittel
          können Sie jederzeit in Ihrem Kundenkonto (Kundenportal) ändern.
        </p>
        <p>
          (4) Schlägt eine Zahlung fehl oder geraten Sie mit der Zahlung in Verzug, sind wir berechtigt, den Zugang zu
          den kostenpflichtigen Inhalten bis zum Ausgleich des offenen Betrags zu sperren. Weitergehende gesetzliche
          Rechte bleiben unberührt.
        </p>
      </LegalSection>

      <LegalSection title="§ 5 Testphase">
        <p>
          (1) Jeder Nutzer kann das Abonnement <strong>einmalig {PLAN.trialDays} Tage lang kostenlos testen</strong>.
          Für den Start der Testphase ist die Angabe eines Zahlungsmittels, etwa einer Karte, nicht erforderlich. Eine
          erneute Testphase ist ausgeschlossen, auch nach einer Kündigung.
        </p>
        <p>
          (2){' '}
          <strong>
            Die Testphase geht mit ihrem Ablauf automatisch in das kostenpflichtige monatliche Abonnement zu
            {planText.priceWithCodeDe} pro Monat über, sofern Sie nicht vor Ablauf der Testphase kündigen.
          </strong>{' '}
          Kündigen Sie vor Ablauf der Testphase, endet der Vertrag mit dem Ablauf der Testphase, ohne dass Kosten
          entstehen.
        </p>
        <p>
          (3) Ist zum Ende der Testphase kein Zahlungsmittel hinterlegt, wird das Abonnement pausiert: Es erfolgt keine
          Belastung, und es besteht kein Zugang zu den kostenpflichtigen Inhalten. Hinterlegen Sie später ein
          Zahlungsmittel, kann das Abonnement als kostenpflichtiges monatliches Abonnement fortgesetzt werden; die
          Zahlungspflicht entsteht erst ab diesem Zeitpunkt. Sie können ein pausiertes Abonnement jederzeit nach § 6
          kündigen.
        </p>
        <p>
          (4) Sie können die Testphase in den Einstellungen Ihres Kundenkontos vorzeitig beenden. Der Zugang zu den
          kostenpflichtigen Inhalten endet dann sofort; die Beendigung kann nicht rückgängig gemacht werden, und eine
          erneute Testphase ist nicht möglich.
        </p>
      </LegalSection>

      <LegalSection title="§ 6 Laufzeit und Kündigung">
        <p>
          (1) Das Abonnement wird auf unbestimmte Zeit geschlossen. Nach Ablauf der Testphase beträgt der
          Abrechnungszeitraum jeweils einen Monat; das Abonnement verlängert sich jeweils um einen weiteren Monat, wenn
          es nicht gekündigt wird.
        </p>
        <p>
          (2) Sie können das Abonnement <strong>jederzeit zum Ende des laufenden Abrechnungszeitraums</strong> (während
          der Testphase: zum Ende der Testphase) kündigen, und zwar
        </p>
        <ul>
          <li>in Ihrem Kundenkonto über das Kundenportal,</li>
          <li>
            über die Kündigungsschaltfläche <a href="/vertraege-kuendigen">„Verträge hier kündigen“</a>, die ohne
            Anmeldung genutzt werden kann (§ 312k BGB), oder
          </li>
          <li>
            in Textform
            <WithOperator field="email">
              , etwa per E-Mail an <Operator field="email" />
            </WithOperator>
            .
          </li>
        </ul>
        <p>
          Eine über die Kündigungsschaltfläche erklärte Kündigung bestätigen wir Ihnen unverzüglich per E-Mail unter
          Angabe von Datum und Uhrzeit des Eingangs (§ 312k Abs. 4 BGB). Sind Sie dabei nicht in dem betroffenen
          Kundenkonto angemeldet, enthält diese E-Mail einen Link (sieben Tage gültig), mit dem Sie die Kündigung
          bestätigen; zum Schutz vor Kündigungen durch Dritte führen wir sie erst nach dieser Bestätigung aus. Für den
          Zeitpunkt, zu dem der Vertrag endet, zählt der Eingang der Kündigung. Bis zum Ende des Abrechnungszeitraums
          bleibt Ihr Zugang bestehen.
        </p>
        <p>
          (3) Bereits gezahlte Entgelte für den laufenden Abrechnungszeitraum werden bei einer ordentlichen Kündigung
          nicht anteilig erstattet. Ihr gesetzliches Widerrufsrecht (Absatz 5) und Ihre gesetzlichen Rechte bei Mängeln
          bleiben unberührt.
        </p>
        <p>
          (4) Das Recht beider Parteien zur außerordentlichen Kündigung aus wichtigem Grund (§ 314 BGB) bleibt
          unberührt. Ein wichtiger Grund liegt für uns insbesondere bei einem schwerwiegenden Verstoß gegen § 8 dieser
          AGB oder gegen die Nutzungsbedingungen vor.
        </p>
        <p>
          (5) Verbrauchern steht ein gesetzliches Widerrufsrecht nach Maßgabe der folgenden Widerrufsbelehrung zu. Den
          Widerruf können Sie auch über unsere Seite <a href="/vertrag-widerrufen">„Vertrag widerrufen“</a>{' '}
          (/vertrag-widerrufen) erklären. Wie bei der Kündigung führen wir einen dort ohne Anmeldung im betroffenen
          Kundenkonto erklärten Widerruf aus, sobald Sie ihn über den Link in der Eingangsbestätigung bestätigt haben;
          für die Wahrung der Widerrufsfrist zählt der Eingang Ihrer Erklärung.
        </p>

        <div className="mt-6 rounded-lg border border-border p-4 sm:p-6">
          <h3 className="text-lg font-semibold">Widerrufsbelehrung</h3>

          <Sub>Widerrufsrecht</Sub>
          <p>Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.</p>
          <p>Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.</p>
          <p>
            Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (<Operator field="name" />, <Operator field="address" />,
            Telefon: <Operator field="phone" />, E-Mail: <Operator field="email" />) mittels einer eindeutigen Erklärung
            (z. B. ein mit der Post versandter Brief oder E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen,
            informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht
            vorgeschrieben ist. Sie können das Muster-Widerrufsformular oder eine andere eindeutige Erklärung auch auf
            unserer Webseite unter <a href="/vertrag-widerrufen">/vertrag-widerrufen</a> elektronisch ausfüllen und
            übermitteln. Machen Sie von dieser Möglichkeit Gebrauch, so werden wir Ihnen unverzüglich (z. B. per E-Mail)
            eine Bestätigung über den Eingang eines solchen Widerrufs übermitteln.
          </p>
          <p>
            Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts
            vor Ablauf der Widerrufsfrist absenden.
          </p>

          <Sub>Folgen des Widerrufs</Sub>
          <p>
            Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben,
            einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie
            eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben),
            unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über
            Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe
            Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde
            ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte
            berechnet.
          </p>
          <p>
            Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen sollen, so haben Sie uns
            einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der
            Ausübung des Widerrufsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen
            im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.
          </p>
          <p className="text-sm">– Ende der Widerrufsbelehrung –</p>
        </div>

        <Sub>Hinweise zum Widerrufsrecht</Sub>
        <p>
          Der angemessene Betrag nach dem letzten Absatz der Widerrufsbelehrung (§ 357a Abs. 2 BGB) wird auf Grundlage
          des vereinbarten Preises berechnet. Für die Zeit der kostenlosen Testphase ist daher kein Betrag zu zahlen.
          Das Widerrufsrecht steht nur Verbrauchern zu.
        </p>

        <div className="mt-6 rounded-lg border border-border p-4 sm:p-6">
          <h3 className="text-lg font-semibold">Muster-Widerrufsformular</h3>
          <p>
            (Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es
            zurück.)
          </p>
          <ul className="list-none! pl-0!">
            <li>
              – An <Operator field="name" />, <Operator field="address" />, E-Mail: <Operator field="email" />:
            </li>
            <li>
              – Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden
              Waren (*)/die Erbringung der folgenden Dienstleistung (*)
            </li>
            <li>– Bestellt am (*)/erhalten am (*)</li>
            <li>– Name des/der Verbraucher(s)</li>
            <li>– Anschrift des/der Verbraucher(s)</li>
            <li>– Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)</li>
            <li>– Datum</li>
          </ul>
          <p className="text-sm">(*) Unzutreffendes streichen.</p>
        </div>
      </LegalSection>

      <LegalSection title="§ 7 Verfügbarkeit">
        <p>
          (1) Wir bemühen uns, den Dienst möglichst unterbrechungsfrei zur Verfügung zu stellen. Eine ununterbrochene
          Verfügbarkeit können wir jedoch nicht gewährleisten.
        </p>
        <p>
          (2) Einschränkungen oder Unterbrechungen können sich insbesondere durch erforderliche Wartungsarbeiten,
          Sicherheitsmaßnahmen und Aktualisierungen ergeben, ferner durch Störungen außerhalb unseres
          Verantwortungsbereichs, etwa bei Hosting-, Kommunikations- oder Zahlungsdienstleistern, bei den
          Nachrichtenquellen oder beim KI-Textanalysedienst, sowie durch höhere Gewalt. Planbare Wartungsarbeiten führen
          wir nach Möglichkeit zu nutzungsarmen Zeiten durch und kündigen sie, soweit möglich, vorher an.
        </p>
        <p>
          (3) Ist der KI-Textanalysedienst nicht verfügbar, können Analysen ersatzweise durch das regelbasierte
          Analyseverfahren erstellt werden.
        </p>
        <p>
          (4) Die gesetzlichen Rechte von Verbrauchern bei Mängeln digitaler Produkte (§§ 327 ff. BGB) bleiben
          unberührt.
        </p>
      </LegalSection>

      <LegalSection title="§ 8 Nutzungsrechte">
        <p>
          (1) Für die Dauer des Abonnements räumen wir Ihnen das einfache, nicht übertragbare und nicht
          unterlizenzierbare Recht ein, die Inhalte des Dienstes bestimmungsgemäß für persönliche, nicht kommerzielle
          Zwecke zu nutzen. Sämtliche Rechte an dem Dienst und an den Analysen verbleiben bei uns bzw. den jeweiligen
          Rechteinhabern; an Nachrichteninhalten Dritter bestehen die Rechte der jeweiligen Herausgeber.
        </p>
        <p>(2) Untersagt ist insbesondere,</p>
        <ul>
          <li>
            Inhalte des Dienstes automatisiert auszulesen oder auszuwerten, etwa durch Scraping, Bots, Crawler oder
            ähnliche Verfahren;
          </li>
          <li>
            Inhalte des Dienstes ganz oder teilweise zu vervielfältigen, weiterzugeben, zu veröffentlichen, öffentlich
            zugänglich zu machen oder anderweitig weiterzuverbreiten, insbesondere gegen Entgelt;
          </li>
          <li>Zugangsdaten an Dritte weiterzugeben oder den Zugang mit Dritten zu teilen;</li>
          <li>Schutzmechanismen des Dienstes zu umgehen oder den Betrieb des Dienstes zu beeinträchtigen.</li>
        </ul>
        <p>
          (3) Bei einem Verstoß gegen diese Bestimmungen können wir Ihren Zugang vorübergehend sperren oder Ihr
          Kundenkonto löschen, sofern dies unter Berücksichtigung Ihrer berechtigten Interessen angemessen ist; wir
          berücksichtigen dabei insbesondere die Schwere des Verstoßes und ob Sie zuvor abgemahnt wurden. Eine Löschung
          des Kundenkontos erfolgt im Wege der außerordentlichen Kündigung nach § 6 Abs. 4. Weitergehende Ansprüche
          bleiben unberührt.
        </p>
      </LegalSection>

      <LegalSection title="§ 9 Haftung">
        <p>
          (1) Wir haften unbeschränkt für Schäden, die wir oder unsere gesetzlichen Vertreter oder Erfüllungsgehilfen
          vorsätzlich oder grob fahrlässig verursachen.
        </p>
        <p>
          (2) Unabhängig vom Grad des Verschuldens haften wir unbeschränkt für Schäden aus der Verletzung des Lebens,
          des Körpers oder der Gesundheit, nach dem Produkthaftungsgesetz, im Fall arglistig verschwiegener Mängel sowie
          im Umfang einer von uns übernommenen Garantie.
        </p>
        <p>
          (3) Bei leicht fahrlässiger Verletzung wesentlicher Vertragspflichten ist unsere Haftung auf den bei
          Vertragsschluss vorhersehbaren, vertragstypischen Schaden begrenzt. Wesentliche Vertragspflichten
          (Kardinalpflichten) sind solche Pflichten, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags
          überhaupt erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen.
        </p>
        <p>(4) Im Übrigen ist unsere Haftung für leicht fahrlässig verursachte Schäden ausgeschlossen.</p>
        <p>
          (5) Die vorstehenden Haftungsbeschränkungen gelten auch zugunsten unserer gesetzlichen Vertreter, Mitarbeiter
          und Erfüllungsgehilfen.
        </p>
        <p>
          (6) Die Analysen des Dienstes sind keine Anlageberatung (§ 2 Abs. 3). Für Verluste oder entgangene Gewinne aus
          Anlage- oder Handelsentscheidungen, die Sie auf Grundlage der Inhalte des Dienstes treffen, haften wir nur
          nach Maßgabe der Absätze 1 bis 4.
        </p>
        <p>
          (7) Die gesetzlichen Rechte von Verbrauchern bei Mängeln digitaler Produkte (§§ 327 ff. BGB) bleiben
          unberührt.
        </p>
      </LegalSection>

      <LegalSection title="§ 10 Änderungen der AGB">
        <p>
          (1) Wir können diese AGB mit Wirkung für die Zukunft ändern, soweit dies aus einem triftigen Grund
          erforderlich ist, insbesondere wegen einer Änderung der Rechtslage oder der höchstrichterlichen
          Rechtsprechung, wegen technischer Änderungen des Dienstes oder zur Regelung neuer Funktionen, und soweit die
          Änderung für Sie zumutbar ist. Änderungen der Hauptleistungspflichten, insbesondere des Preises und des
          wesentlichen Leistungsumfangs, sind hiervon ausgenommen; sie bedürfen Ihrer ausdrücklichen Zustimmung.
        </p>
        <p>
          (2) Wir teilen Ihnen geplante Änderungen spätestens sechs Wochen vor ihrem Inkrafttreten in Textform (z. B.
          per E-Mail an die Adresse Ihres Kundenkontos) mit und stellen Ihnen die geänderten Bestimmungen zur Verfügung.
        </p>
        <p>
          (3) Sie können den Änderungen bis zu ihrem Inkrafttreten in Textform widersprechen. Widersprechen Sie nicht
          fristgerecht, gelten die Änderungen als angenommen. Auf diese Folge, auf Ihr Widerspruchsrecht und die Frist
          weisen wir Sie in der Änderungsmitteilung gesondert hin.
        </p>
        <p>
          (4) Widersprechen Sie fristgerecht, wird der Vertrag zu den bisherigen Bedingungen fortgesetzt. In diesem Fall
          sind beide Parteien berechtigt, den Vertrag zum Ende des laufenden Abrechnungszeitraums zu kündigen.
        </p>
      </LegalSection>

      <LegalSection title="§ 11 Schlussbestimmungen">
        <p>
          (1) Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts (Übereinkommen der
          Vereinten Nationen über Verträge über den internationalen Warenkauf, CISG). Bei Verbrauchern gilt diese
          Rechtswahl nur insoweit, als nicht der gewährte Schutz durch zwingende Bestimmungen des Rechts des Staates, in
          dem der Verbraucher seinen gewöhnlichen Aufenthalt hat, entzogen wird.
        </p>
        <p>
          (2) Ist der Kunde Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches
          Sondervermögen, ist ausschließlicher Gerichtsstand für alle Streitigkeiten aus diesem Vertrag unser
          Geschäftssitz. Gesetzliche ausschließliche Gerichtsstände bleiben unberührt.
        </p>
        <p>
          (3) Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer
          Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG).
        </p>
        <p>
          (4) Sollten einzelne Bestimmungen dieser AGB ganz oder teilweise unwirksam sein oder werden, bleibt die
          Wirksamkeit der übrigen Bestimmungen unberührt. An die Stelle der unwirksamen Bestimmung treten die
          gesetzlichen Vorschriften (§ 306 Abs. 2 BGB).
        </p>
      </LegalSection>

      <p className="mt-10 text-sm text-muted-foreground">
        <a href="/general-terms">English version</a>
      </p>
    </LegalPage>
  );
}
