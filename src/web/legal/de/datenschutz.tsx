import type { ReactNode } from 'react';
import { LegalPage, LegalSection, Operator, productName, WithOperator } from '@/web/legal/legal-page';
import { publicConfig } from '@/web/lib/public-config';

function Sub({ children }: { children: ReactNode }) {
  return <h3 className="mt-6 font-semibold">{children}</h3>;
}

/** Datenschutzerklärung nach Art. 13, 14 DSGVO. */
export function DatenschutzPage() {
  const product = productName();
  return (
    <LegalPage lang="de" eyebrow="Rechtliches" title="Datenschutzerklärung" updated="21.11.2026">
      <p>
        Mit dieser Datenschutzerklärung informieren wir Sie darüber, welche personenbezogenen Daten wir bei der Nutzung
        von {product} (im Folgenden „Dienst“) verarbeiten, zu welchen Zwecken und auf welcher Rechtsgrundlage dies
        geschieht, wie lange die Daten gespeichert werden und welche Rechte Ihnen zustehen.
      </p>

      <LegalSection title="1. Verantwortlicher">
        <p>Verantwortlicher im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:</p>
        <p>
          <Operator field="name" />
          <br />
          <Operator field="address" />
          <br />
          Telefon: <Operator field="phone" />
          <br />
          E-Mail: <Operator field="email" />
        </p>
        <p>
          Bei Fragen zum Datenschutz und zur Ausübung Ihrer Rechte wenden Sie sich bitte direkt an die oben genannte
          E-Mail-Adresse.
        </p>
      </LegalSection>

      <LegalSection title="2. Allgemeines">
        <p>
          Personenbezogene Daten sind alle Informationen, die sich auf eine identifizierte oder identifizierbare
          natürliche Person beziehen (Art. 4 Nr. 1 DSGVO). Wir verarbeiten personenbezogene Daten nur, soweit dies
          gesetzlich erlaubt ist. Maßgebliche Rechtsgrundlagen sind:
        </p>
        <ul>
          <li>
            <strong>Art. 6 Abs. 1 lit. a DSGVO</strong> – Ihre Einwilligung, die Sie jederzeit mit Wirkung für die
            Zukunft widerrufen können;
          </li>
          <li>
            <strong>Art. 6 Abs. 1 lit. b DSGVO</strong> – die Erfüllung eines Vertrags mit Ihnen (insbesondere des
            Nutzungsvertrags über Ihr Konto und des Abonnementvertrags) oder die Durchführung vorvertraglicher Maßnahmen
            auf Ihre Anfrage;
          </li>
          <li>
            <strong>Art. 6 Abs. 1 lit. c DSGVO</strong> – die Erfüllung rechtlicher Pflichten, denen wir unterliegen (z.
            B. handels- und steuerrechtliche Aufbewahrungspflichten);
          </li>
          <li>
            <strong>Art. 6 Abs. 1 lit. f DSGVO</strong> – die Wahrung unserer berechtigten Interessen oder der
            Interessen Dritter, sofern nicht Ihre Interessen, Grundrechte und Grundfreiheiten überwiegen (z. B. sicherer
            und stabiler Betrieb des Dienstes, Schutz vor Missbrauch).
          </li>
        </ul>
        <p>
          Soweit Informationen in Ihrem Endgerät gespeichert oder dort ausgelesen werden, richtet sich dies zusätzlich
          nach § 25 des Telekommunikation-Digitale-Dienste-Datenschutz-Gesetzes (TDDDG).
        </p>
        <p>
          Die Bereitstellung Ihrer E-Mail-Adresse und eines Passworts ist für die Registrierung und den Abschluss eines
          Abonnements erforderlich; ohne diese Angaben können wir Ihnen kein Konto und kein Abonnement bereitstellen.
          Darüber hinaus sind Sie nicht verpflichtet, uns personenbezogene Daten bereitzustellen.
        </p>
        <p>
          Eine automatisierte Entscheidungsfindung einschließlich Profiling im Sinne von Art. 22 DSGVO findet durch uns
          nicht statt. Die automatisch erzeugten Analysen des Dienstes beziehen sich auf Nachrichten und Märkte, nicht
          auf Ihre Person.
        </p>
      </LegalSection>

      <LegalSection title="3. Erhobene Daten">
        <p>
          Im Folgenden beschreiben wir jede Verarbeitung mit ihrem Zweck, ihrer Rechtsgrundlage und ihrer Speicherdauer.
        </p>

        <Sub>3.1 Aufruf des Dienstes und Server-Protokolle</Sub>
        <p>
          Beim Aufruf des Dienstes wird Ihre IP-Adresse technisch notwendig verarbeitet, um die Verbindung herzustellen
          und die angeforderten Inhalte an Ihr Gerät auszuliefern. Unsere Anwendung protokolliert zu jeder Anfrage
          lediglich die Anfragemethode, den aufgerufenen Pfad (ohne Abfrageparameter), den Statuscode und die
          Bearbeitungsdauer. <strong>Ihre IP-Adresse wird in diesen Protokollen nicht gespeichert.</strong>
        </p>
        <p>
          Zweck: Betrieb, Stabilität und Fehleranalyse des Dienstes. Rechtsgrundlage: Art. 6 Abs. 1 lit. f DSGVO; unser
          berechtigtes Interesse liegt in der sicheren und fehlerfreien Bereitstellung des Dienstes. Speicherdauer: Die
          Protokolle werden nur so lange aufbewahrt, wie dies für diese Zwecke erforderlich ist.
        </p>

        <Sub>3.2 Registrierung und Kundenkonto</Sub>
        <p>
          Für die Registrierung verarbeiten wir Ihre <strong>E-Mail-Adresse</strong> und Ihr <strong>Passwort</strong>.
          Das Passwort wird ausschließlich als kryptografischer Hashwert (Verfahren argon2id) gespeichert; das Passwort
          selbst im Klartext speichern wir nicht. Zur Bestätigung Ihrer E-Mail-Adresse senden wir Ihnen einen
          Einmal-Link, der <strong>24 Stunden</strong> gültig ist.
        </p>
        <p>
          Zweck: Einrichtung und Verwaltung Ihres Kontos, Zuordnung Ihres Abonnements, Kommunikation zum Vertrag.
          Rechtsgrundlage: Art. 6 Abs. 1 lit. b DSGVO. Speicherdauer: bis zur Löschung Ihres Kontos, die Sie jederzeit
          selbst in den Einstellungen (mit Ihrem Passwort) vornehmen oder per E-Mail an uns verlangen können; danach
          nur, soweit gesetzliche Aufbewahrungspflichten bestehen (siehe Abschnitt 7).
        </p>

        <Sub>3.3 Anmeldung, Sitzung und Passwort-Zurücksetzung</Sub>
        <p>
          Nach der Anmeldung erhalten Sie Sitzungs-Token, die im lokalen Speicher Ihres Browsers (localStorage) abgelegt
          werden, damit Sie angemeldet bleiben. Auf unserem Server speichern wir von diesen Token nur Hashwerte. Eine
          Sitzung endet automatisch, wenn sie <strong>30 Tage</strong> lang nicht genutzt wurde, sowie bei Abmeldung.
          Fordern Sie die Zurücksetzung Ihres Passworts an, senden wir Ihnen einen Einmal-Link, der{' '}
          <strong>1 Stunde</strong> gültig ist.
        </p>
        <p>
          Zweck: sichere Anmeldung und Aufrechterhaltung Ihrer Sitzung, Wiederherstellung des Kontozugangs.
          Rechtsgrundlage: Art. 6 Abs. 1 lit. b DSGVO; die Speicherung im Browser ist unbedingt erforderlich, um den von
          Ihnen ausdrücklich gewünschten Dienst bereitzustellen (§ 25 Abs. 2 Nr. 2 TDDDG). Speicherdauer: wie vorstehend
          angegeben; abgelaufene Sitzungen und Links sind nicht mehr verwendbar.
        </p>

        <Sub>3.4 Schutz vor Missbrauch (Begrenzung von Anfragen)</Sub>
        <p>
          Um unbefugte Anmeldeversuche und den massenhaften Versand von E-Mails zu verhindern, speichern wir bei
          fehlgeschlagenen Anmeldungen und bei Anforderung von E-Mails (z. B. Bestätigungs- oder Passwort-Links) die
          IP-Adresse des anfragenden Geräts und die verwendete E-Mail-Adresse.
        </p>
        <p>
          Zweck: Schutz Ihres Kontos und des Dienstes vor Missbrauch (z. B. automatisiertes Ausprobieren von
          Passwörtern). Rechtsgrundlage: Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt in der
          Sicherheit des Dienstes und der Konten unserer Nutzer. Speicherdauer: höchstens etwa <strong>1 Stunde</strong>
          .
        </p>

        <Sub>3.5 Abonnement und Zahlungsstatus</Sub>
        <p>
          Zur Abwicklung Ihres Abonnements übernehmen wir von unserem Zahlungsanbieter Stripe den Status Ihres
          Abonnements (z. B. Testphase, aktiv, gekündigt oder pausiert, Ende der Testphase und des Abrechnungszeitraums)
          sowie die zugehörigen Kennungen. Zahlungsdaten wie Kartennummern oder Bankverbindungen erhalten und speichern
          wir nicht; diese werden ausschließlich von Stripe verarbeitet (siehe Abschnitt 4).
        </p>
        <p>
          Zweck: Freischaltung der vertraglich geschuldeten Leistungen, Vertragsverwaltung und Abrechnung.
          Rechtsgrundlage: Art. 6 Abs. 1 lit. b und lit. c DSGVO. Speicherdauer: für die Dauer des Vertrags und danach
          entsprechend den gesetzlichen Aufbewahrungsfristen (siehe Abschnitt 7).
        </p>

        <Sub>3.6 Kündigungen und Widerrufe</Sub>
        <p>
          Erklären Sie eine Kündigung (z. B. über die Schaltfläche „Verträge hier kündigen“) oder einen Widerruf,
          speichern wir Ihren Namen, Ihre E-Mail-Adresse, den Zeitpunkt des Eingangs sowie die Angaben zu Ihrer
          Erklärung (z. B. Art der Kündigung, Kündigungsgrund, gewünschtes Vertragsende) und senden Ihnen eine
          Eingangsbestätigung per E-Mail. Gehört die Adresse zu einem Kundenkonto und sind Sie nicht darin angemeldet,
          enthält die Bestätigung einen sieben Tage gültigen Link zur Bestätigung der Erklärung; wir speichern davon nur
          einen Hashwert und den Zeitpunkt der Bestätigung.
        </p>
        <p>
          Zweck: Bearbeitung Ihrer Erklärung und Nachweis ihres Eingangs. Rechtsgrundlage: Art. 6 Abs. 1 lit. b und lit.
          c DSGVO (u. a. § 312k BGB) sowie Art. 6 Abs. 1 lit. f DSGVO (Nachweis und Abwehr von Ansprüchen).
          Speicherdauer: bis zum Ablauf der regelmäßigen Verjährungsfrist von drei Jahren (§§ 195, 199 BGB) nach
          Vertragsende, darüber hinaus nur, soweit gesetzliche Aufbewahrungspflichten bestehen (siehe Abschnitt 7).
        </p>

        <Sub>3.7 Versand von E-Mails</Sub>
        <p>
          Für den Versand von E-Mails (z. B. Bestätigungs- und Passwort-Links, Bestätigungen von Kündigungen und
          Widerrufen, Mitteilungen zum Vertrag) nutzen wir einen SMTP-E-Mail-Versanddienst. Dieser verarbeitet Ihre
          E-Mail-Adresse und den Inhalt der jeweiligen Nachricht ausschließlich in unserem Auftrag und nach unseren
          Weisungen auf Grundlage eines Vertrags zur Auftragsverarbeitung (Art. 28 DSGVO). Rechtsgrundlage: Art. 6 Abs.
          1 lit. b DSGVO. Speicherdauer beim Versanddienst: nur so lange, wie es für die Zustellung und den Nachweis der
          Zustellung erforderlich ist.
        </p>

        <Sub>3.8 Kontaktaufnahme</Sub>
        <p>
          Wenn Sie uns per E-Mail kontaktieren, verarbeiten wir Ihre E-Mail-Adresse, Ihren Namen (falls angegeben) und
          den Inhalt Ihrer Nachricht, um Ihre Anfrage zu beantworten. Rechtsgrundlage: Art. 6 Abs. 1 lit. b DSGVO,
          soweit Ihre Anfrage mit einem Vertrag zusammenhängt, im Übrigen Art. 6 Abs. 1 lit. f DSGVO (berechtigtes
          Interesse an der Beantwortung von Anfragen). Speicherdauer: bis zur abschließenden Bearbeitung Ihrer Anfrage,
          sofern keine gesetzlichen Aufbewahrungspflichten entgegenstehen.
        </p>

        <Sub>3.9 Keine Cookies</Sub>
        <p>
          {product} selbst setzt <strong>keine Cookies</strong>. Ihre Sitzung (Anmeldung) und Ihre Entscheidung über
          eine etwaige Einwilligung werden im lokalen Speicher Ihres Browsers (localStorage) abgelegt. Diese Speicherung
          ist unbedingt erforderlich, um den von Ihnen gewünschten Dienst bereitzustellen bzw. Ihre Entscheidung zu
          beachten (§ 25 Abs. 2 Nr. 2 TDDDG), und erfordert daher keine Einwilligung. Einzelheiten finden Sie in unserem{' '}
          <a href="/cookie-hinweis">Cookie-Hinweis</a>.
        </p>

        <Sub>3.10 Meta-Pixel (nur mit Ihrer Einwilligung)</Sub>
        <p>
          Nur wenn wir diese Funktion aktiviert haben und Sie im Einwilligungsbanner ausdrücklich zustimmen, laden wir
          das Meta-Pixel der Meta Platforms Ireland Ltd., Merrion Road, Dublin 4, Irland („Meta“). Ohne Ihre
          Einwilligung wird das Pixel nicht geladen und es werden keine Daten an Meta übermittelt.{' '}
          {publicConfig.metaPixelId
            ? 'Auf dieser Website ist das Meta-Pixel derzeit aktiviert; es wird nur nach Ihrer Einwilligung geladen.'
            : 'Auf dieser Website ist das Meta-Pixel derzeit nicht aktiviert; es wird kein Einwilligungsbanner angezeigt und kein Pixel geladen.'}
        </p>
        <p>
          Mit dem Pixel können wir die Wirksamkeit unserer Werbeanzeigen auf Plattformen von Meta messen (z. B. ob nach
          dem Klick auf eine Anzeige eine Registrierung, der Start einer Testphase oder ein Abonnementabschluss erfolgt
          ist) und Werbung gezielter ausspielen. Dabei verarbeitet Meta insbesondere Ihre IP-Adresse, Informationen über
          Ihren Browser und Ihr Gerät, die aufgerufenen Seiten und Nutzungsereignisse (z. B. Aufruf einer Analyse,
          Registrierung, Anmeldung, Start der Testphase, Abschluss eines Abonnements); Meta kann diese Daten mit Ihrem
          Konto bei Meta verknüpfen, sofern Sie eines haben. Meta kann dabei Cookies wie <code>_fbp</code> in Ihrem
          Browser setzen.
        </p>
        <p>
          Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG). Für die Erhebung und
          Übermittlung der Daten an Meta sind wir mit Meta gemeinsam verantwortlich (Art. 26 DSGVO); die Vereinbarung
          hierzu ist unter{' '}
          <a href="https://www.facebook.com/legal/controller_addendum" target="_blank" rel="noopener noreferrer">
            https://www.facebook.com/legal/controller_addendum
          </a>{' '}
          abrufbar. Für die weitere Verarbeitung ist Meta allein verantwortlich. Daten können dabei an die Meta
          Platforms, Inc. in den USA übermittelt werden; diese ist nach dem EU-U.S. Data Privacy Framework zertifiziert
          (Angemessenheitsbeschluss nach Art. 45 DSGVO), ergänzend stützt Meta Übermittlungen auf
          Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO). Weitere Informationen finden Sie in der
          Datenschutzrichtlinie von Meta:{' '}
          <a href="https://www.facebook.com/privacy/policy/" target="_blank" rel="noopener noreferrer">
            https://www.facebook.com/privacy/policy/
          </a>
          .
        </p>
        <p>
          Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen, indem Sie über den Link
          „Cookie-Einstellungen“ in der Fußzeile Ihre Auswahl ändern (siehe Abschnitt 9).
        </p>
      </LegalSection>

      <LegalSection title="4. Zahlungsanbieter">
        <p>
          Zahlungen für das Abonnement (Karte oder Banküberweisung) wickeln wir über den Zahlungsdienstleister Stripe
          Payments Europe, Ltd., 1 Grand Canal Street Lower, Dublin 2, Irland („Stripe“) ab. Wenn Sie ein Abonnement
          abschließen, werden Sie auf eine Bestellseite von Stripe weitergeleitet; dort und in dem von Stripe
          bereitgestellten Kundenportal verarbeitet Stripe insbesondere Ihre E-Mail-Adresse, Ihren Namen und Ihre
          Rechnungsanschrift (soweit angegeben), Ihre Zahlungsdaten (z. B. Kartendaten oder Bankverbindung), die Daten
          zu Zahlungen und Abonnement sowie technische Daten Ihres Geräts (z. B. IP-Adresse) zur Betrugsprävention.
        </p>
        <p>
          Zweck: Abwicklung der Zahlungen und Verwaltung des Abonnements. Rechtsgrundlage: Art. 6 Abs. 1 lit. b DSGVO
          (Vertragserfüllung) sowie Art. 6 Abs. 1 lit. c DSGVO (gesetzliche Aufbewahrungspflichten). Stripe ist für
          bestimmte Verarbeitungen, etwa zur Erfüllung eigener gesetzlicher Pflichten (z. B. Geldwäscheprävention) und
          zur Betrugsprävention, selbst Verantwortlicher. Wir erhalten von Stripe nur die für die Vertragsverwaltung
          erforderlichen Angaben (z. B. Status des Abonnements, Kundenkennung), nicht jedoch Ihre vollständigen
          Zahlungsdaten.
        </p>
        <p>
          Stripe kann Daten auch an verbundene Unternehmen in Drittländern, insbesondere an die Stripe, Inc. in den USA,
          übermitteln. Diese Übermittlungen stützt Stripe auf die Zertifizierung nach dem EU-U.S. Data Privacy Framework
          (Angemessenheitsbeschluss der Europäischen Kommission, Art. 45 DSGVO) und auf Standardvertragsklauseln der
          Europäischen Kommission (Art. 46 Abs. 2 lit. c DSGVO). Weitere Informationen finden Sie in der
          Datenschutzerklärung von Stripe:{' '}
          <a href="https://stripe.com/de/privacy" target="_blank" rel="noopener noreferrer">
            https://stripe.com/de/privacy
          </a>
          .
        </p>
      </LegalSection>

      <LegalSection title="5. Hosting">
        <p>
          Der Dienst, seine Datenbank und die Server-Protokolle werden bei unserem Hosting-Dienstleister, einem Anbieter
          verwalteter Cloud-Hosting-Dienste, betrieben. Der Hosting-Dienstleister verarbeitet alle in Abschnitt 3
          genannten Daten, die auf unseren Servern gespeichert sind oder über sie übertragen werden, ausschließlich in
          unserem Auftrag und nach unseren Weisungen. Mit ihm besteht ein Vertrag zur Auftragsverarbeitung nach Art. 28
          DSGVO.
        </p>
        <p>
          Rechtsgrundlage: Art. 6 Abs. 1 lit. b DSGVO, soweit die Verarbeitung der Vertragserfüllung dient, im Übrigen
          Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt in einer zuverlässigen, sicheren und
          effizienten Bereitstellung des Dienstes durch einen spezialisierten Dienstleister. Soweit dabei Daten
          außerhalb der Europäischen Union bzw. des Europäischen Wirtschaftsraums verarbeitet werden, erfolgt dies nur
          unter den Voraussetzungen der Art. 44 ff. DSGVO, insbesondere auf Grundlage eines Angemessenheitsbeschlusses
          oder von Standardvertragsklauseln der Europäischen Kommission.
        </p>
      </LegalSection>

      <LegalSection title="6. KI- und Nachrichten-APIs">
        <p>
          Die Analysen in {product} werden automatisch erstellt, entweder durch einen externen KI-Textanalysedienst der
          Anthropic PBC (USA), sofern dieser aktiviert ist, oder durch ein regelbasiertes Analyseverfahren auf unseren
          eigenen Servern. Der KI-Dienst wird ausschließlich von unserem Server aus aufgerufen und erhält{' '}
          <strong>nur den Text öffentlich zugänglicher Nachrichtenartikel</strong>. Personenbezogene Daten unserer
          Nutzer – etwa Ihre E-Mail-Adresse, Ihre Kontodaten, Ihre IP-Adresse oder Ihr Nutzungsverhalten – werden an den
          KI-Dienst <strong>nicht</strong> übermittelt.
        </p>
        <p>
          Die Nachrichten beziehen wir serverseitig aus öffentlich zugänglichen Nachrichten-Feeds (RSS) der jeweiligen
          Herausgeber. Auch dabei werden keine personenbezogenen Daten unserer Nutzer an die Herausgeber übermittelt.
          Erst wenn Sie einen Link zu einem Originalartikel anklicken, rufen Sie die Website des jeweiligen Herausgebers
          direkt auf; für die dortige Datenverarbeitung ist der Herausgeber verantwortlich.
        </p>
      </LegalSection>

      <LegalSection title="7. Speicherdauer">
        <p>
          Wir speichern personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck erforderlich ist oder
          gesetzliche Aufbewahrungspflichten dies vorschreiben. Entfällt der Zweck und besteht keine
          Aufbewahrungspflicht, werden die Daten gelöscht. Unterliegen Daten einer Aufbewahrungspflicht, wird ihre
          Verarbeitung bis zum Ablauf der Frist eingeschränkt (gesperrt) und sie werden anschließend gelöscht. Im
          Einzelnen gilt:
        </p>
        <ul>
          <li>Kontodaten (E-Mail-Adresse, Passwort-Hash): bis zur Löschung des Kontos;</li>
          <li>Sitzungen: Ende spätestens nach 30 Tagen ohne Nutzung oder mit der Abmeldung;</li>
          <li>
            Einmal-Links: Link zur Bestätigung der E-Mail-Adresse 24 Stunden, Link zur Zurücksetzung des Passworts 1
            Stunde gültig;
          </li>
          <li>
            IP-Adressen und E-Mail-Adressen fehlgeschlagener Anmeldungen und E-Mail-Anforderungen: höchstens etwa 1
            Stunde;
          </li>
          <li>Server-Protokolle (ohne IP-Adresse): solange für Betrieb und Fehleranalyse erforderlich;</li>
          <li>
            Rechnungen, Buchungsbelege und für die Besteuerung bedeutsame Vertragsunterlagen: 10 Jahre (§ 147 AO, § 257
            HGB);
          </li>
          <li>empfangene und versandte Handels- und Geschäftsbriefe: 6 Jahre (§ 147 AO, § 257 HGB);</li>
          <li>
            Kündigungs- und Widerrufserklärungen: bis zum Ablauf der regelmäßigen Verjährungsfrist von drei Jahren,
            darüber hinaus soweit sie einer der vorgenannten Aufbewahrungspflichten unterliegen;
          </li>
          <li>
            Ihre Einwilligungsentscheidung im Browser: bis Sie sie ändern oder den Speicher Ihres Browsers löschen.
          </li>
        </ul>
        <p>
          Die Aufbewahrungsfristen beginnen mit dem Schluss des Kalenderjahres, in dem die Unterlage entstanden ist.
        </p>
        <p>
          <strong>Löschung Ihres Kontos.</strong> In den Einstellungen können Sie Ihr Konto jederzeit selbst löschen;
          dazu ist Ihr aktuelles Passwort nötig. Ein laufendes Abonnement oder eine Testphase wird dabei zuerst beim
          Zahlungsdienstleister sofort beendet (ohne anteilige Erstattung). Anschließend löschen wir Ihr Konto mit
          E-Mail-Adresse, Passwort-Hash, Profil, Testphasen- und Abonnementdaten, allen Sitzungen und Einmal-Links sowie
          den Zählern der Missbrauchsbegrenzung; alle Anmeldungen enden auf allen Geräten. Aufbewahrt wird nur, was das
          Gesetz verlangt: ein Vertragsnachweis ohne E-Mail-Adresse und ohne Namen (Zeitpunkt von Vertragsschluss und
          Löschung, Status sowie die Kennungen beim Zahlungsdienstleister, über die dort die Rechnungen auffindbar sind)
          für 10 Jahre (§ 147 AO, § 257 HGB), und von Ihnen abgegebene Kündigungs- und Widerrufserklärungen wie oben
          beschrieben. Nach der Löschung senden wir Ihnen eine Bestätigung per E-Mail.
        </p>
        <p>
          <strong>Auskunft und Datenübertragbarkeit.</strong> In den Einstellungen können Sie mit „Download my data“ die
          zu Ihrem Konto gespeicherten Daten (Konto, Abonnementstatus, Sitzungen, Kündigungs- und Widerrufserklärungen)
          als JSON-Datei herunterladen.
        </p>
      </LegalSection>

      <LegalSection title="8. Rechte der betroffenen Person">
        <p>Ihnen stehen nach der DSGVO folgende Rechte zu:</p>
        <ul>
          <li>
            <strong>Auskunft</strong> über die von uns verarbeiteten personenbezogenen Daten (Art. 15 DSGVO);
          </li>
          <li>
            <strong>Berichtigung</strong> unrichtiger oder Vervollständigung unvollständiger Daten (Art. 16 DSGVO);
          </li>
          <li>
            <strong>Löschung</strong> Ihrer Daten, soweit keine gesetzliche Pflicht zur Aufbewahrung entgegensteht (Art.
            17 DSGVO);
          </li>
          <li>
            <strong>Einschränkung der Verarbeitung</strong> (Art. 18 DSGVO);
          </li>
          <li>
            <strong>Datenübertragbarkeit</strong>, d. h. Erhalt der von Ihnen bereitgestellten Daten in einem
            strukturierten, gängigen und maschinenlesbaren Format (Art. 20 DSGVO);
          </li>
          <li>
            <strong>Widerspruch</strong> gegen die Verarbeitung (Art. 21 DSGVO, siehe unten).
          </li>
        </ul>
        <p>
          <strong>Widerspruchsrecht:</strong> Soweit wir Ihre Daten auf Grundlage berechtigter Interessen (Art. 6 Abs. 1
          lit. f DSGVO) verarbeiten, haben Sie das Recht, aus Gründen, die sich aus Ihrer besonderen Situation ergeben,
          jederzeit Widerspruch gegen diese Verarbeitung einzulegen. Wir verarbeiten die Daten dann nicht mehr, es sei
          denn, wir können zwingende schutzwürdige Gründe für die Verarbeitung nachweisen, die Ihre Interessen, Rechte
          und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von
          Rechtsansprüchen.
        </p>
        <p>
          Zur Ausübung Ihrer Rechte genügt eine formlose Nachricht an{' '}
          <WithOperator field="email">
            <Operator field="email" /> oder an{' '}
          </WithOperator>
          die in Abschnitt 1 genannte Anschrift. Zu Ihrem Schutz können wir Sie bitten, Ihre Identität nachzuweisen,
          etwa indem Sie uns von der E-Mail-Adresse Ihres Kontos aus schreiben.
        </p>
      </LegalSection>

      <LegalSection title="9. Widerruf der Einwilligung">
        <p>
          Sie können eine erteilte Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO).
          Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt davon unberührt. Der Widerruf ist so
          einfach wie die Erteilung der Einwilligung.
        </p>
        <p>
          Dies betrifft insbesondere Ihre Einwilligung in das Meta-Pixel (Abschnitt 3.10): Über den Link
          „Cookie-Einstellungen“ in der Fußzeile jeder Seite können Sie das Einwilligungsbanner erneut aufrufen und Ihre
          Auswahl ändern. Nach dem Widerruf wird das Pixel nicht mehr geladen. Bereits von Meta gesetzte Cookies können
          Sie zusätzlich in den Einstellungen Ihres Browsers löschen.
        </p>
      </LegalSection>

      <LegalSection title="10. Beschwerderecht">
        <p>
          Unbeschadet eines anderweitigen verwaltungsrechtlichen oder gerichtlichen Rechtsbehelfs haben Sie das Recht
          auf Beschwerde bei einer Datenschutz-Aufsichtsbehörde, wenn Sie der Ansicht sind, dass die Verarbeitung Ihrer
          personenbezogenen Daten gegen die DSGVO verstößt (Art. 77 DSGVO). Sie können sich hierfür insbesondere an die
          Aufsichtsbehörde Ihres gewöhnlichen Aufenthaltsorts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen
          Verstoßes wenden. Für uns zuständig ist die Datenschutz-Aufsichtsbehörde des Bundeslandes, in dem wir unseren
          Sitz haben (Anschrift siehe Abschnitt 1). Eine Liste der Aufsichtsbehörden der Länder mit Anschriften finden
          Sie unter{' '}
          <a
            href="https://www.bfdi.bund.de/DE/Service/Anschriften/Laender/Laender-node.html"
            target="_blank"
            rel="noopener noreferrer"
          >
            https://www.bfdi.bund.de/DE/Service/Anschriften/Laender/Laender-node.html
          </a>
          .
        </p>
      </LegalSection>

      <LegalSection title="11. Datensicherheit">
        <p>
          Wir treffen angemessene technische und organisatorische Maßnahmen (Art. 32 DSGVO), um Ihre Daten vor Verlust,
          Manipulation und unbefugtem Zugriff zu schützen. Dazu gehören insbesondere:
        </p>
        <ul>
          <li>verschlüsselte Übertragung aller Daten zwischen Ihrem Browser und unserem Server (TLS);</li>
          <li>Speicherung von Passwörtern ausschließlich als Hashwert nach dem Verfahren argon2id;</li>
          <li>serverseitige Speicherung von Sitzungs-Token ausschließlich als Hashwert;</li>
          <li>zeitlich begrenzte Gültigkeit von Sitzungen und Einmal-Links;</li>
          <li>Begrenzung von Anmelde- und E-Mail-Anfragen zum Schutz vor Missbrauch;</li>
          <li>
            Zugriffskontrolle: Zugriff auf Systeme und Daten nur für berechtigte Personen und nur im erforderlichen
            Umfang.
          </li>
        </ul>
        <p>
          Trotz dieser Maßnahmen kann eine Übertragung von Daten über das Internet nie vollständig sicher sein. Bitte
          halten Sie Ihre Zugangsdaten geheim.
        </p>
      </LegalSection>

      <LegalSection title="12. Änderungen">
        <p>
          Wir passen diese Datenschutzerklärung an, wenn sich der Dienst, die eingesetzten Dienstleister oder die
          rechtlichen Anforderungen ändern. Es gilt die jeweils auf dieser Seite veröffentlichte Fassung; das Datum des
          Stands ist oben angegeben. Erfordert eine Änderung Ihre Einwilligung, holen wir diese gesondert ein.
        </p>
      </LegalSection>

      <p className="mt-10 text-sm text-muted-foreground">
        <a href="/privacy-policy">English version</a>
      </p>
    </LegalPage>
  );
}
