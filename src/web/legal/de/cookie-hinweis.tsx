import { LegalPage, LegalSection, productName } from '@/web/legal/legal-page';
import { publicConfig } from '@/web/lib/public-config';

/** Cookie-Hinweis: keine eigenen Cookies, zwei Einträge im localStorage, das Meta-Pixel nur nach Einwilligung. */
export function CookieHinweisPage() {
  const product = productName();
  const pixelEnabled = publicConfig.metaPixelId !== null;
  return (
    <LegalPage lang="de" eyebrow="Rechtliches" title="Cookie-Hinweis" updated="21.11.2026">
      <p>
        Auf dieser Seite informieren wir Sie darüber, welche Informationen {product} in Ihrem Browser speichert oder
        dort ausliest (§ 25 TDDDG). Weitere Informationen zur Verarbeitung personenbezogener Daten finden Sie in unserer{' '}
        <a href="/datenschutz">Datenschutzerklärung</a>.
      </p>

      <LegalSection title="1. Keine Cookies durch den Dienst">
        <p>
          {product} selbst setzt <strong>keine Cookies</strong> – weder für die Anmeldung noch für Statistik oder
          Werbung.
        </p>
      </LegalSection>

      <LegalSection title="2. Lokaler Speicher (localStorage)">
        <p>
          Für die Funktion des Dienstes nutzen wir den lokalen Speicher Ihres Browsers (localStorage). Anders als
          Cookies werden diese Einträge nicht automatisch vom Browser an Server übertragen; der Dienst verwendet
          lediglich Ihr Sitzungs-Token, um Ihre Anfragen an unseren Server Ihrem Konto zuzuordnen. Es handelt sich um
          folgende Einträge:
        </p>
        <ul>
          <li>
            <strong>Ihre Sitzung (Anmeldung):</strong> Nach der Anmeldung speichern wir Ihre Sitzungs-Token sowie die
            Kennung und E-Mail-Adresse Ihres Kontos, damit Sie angemeldet bleiben, auch wenn Sie die Seite neu laden
            oder in einem weiteren Tab öffnen. Auf unserem Server liegen von den Token nur Hashwerte. Der Eintrag wird
            bei der Abmeldung gelöscht; die Sitzung endet zudem automatisch, wenn sie 30 Tage lang nicht genutzt wurde.
          </li>
          <li>
            <strong>Ihre Einwilligungsentscheidung:</strong> Wenn Sie im Einwilligungsbanner eine Auswahl treffen,
            speichern wir diese Auswahl, damit wir sie beachten können und Sie nicht bei jedem Besuch erneut gefragt
            werden. Der Eintrag bleibt gespeichert, bis Sie Ihre Auswahl ändern oder den Speicher Ihres Browsers
            löschen.
          </li>
        </ul>
        <p>
          Beide Einträge sind unbedingt erforderlich, um den von Ihnen ausdrücklich gewünschten Dienst bereitzustellen
          bzw. Ihre Entscheidung zu beachten. Sie bedürfen daher keiner Einwilligung (§ 25 Abs. 2 Nr. 2 TDDDG).
        </p>
      </LegalSection>

      <LegalSection title="3. Meta-Pixel (nur mit Ihrer Einwilligung)">
        <p>
          Nur wenn wir diese Funktion aktiviert haben, wird Ihnen ein Einwilligungsbanner angezeigt. Erst wenn Sie dort
          ausdrücklich zustimmen, laden wir das Meta-Pixel der Meta Platforms Ireland Ltd., Merrion Road, Dublin 4,
          Irland. Mit dem Pixel messen wir den Erfolg unserer Werbeanzeigen auf Plattformen von Meta. Meta kann dabei
          Cookies wie <code>_fbp</code> in Ihrem Browser setzen und Informationen über Ihren Besuch erhalten, unter
          anderem Ihre IP-Adresse sowie Angaben zu Browser, Gerät und aufgerufenen Seiten. Ohne Ihre Einwilligung wird
          das Pixel nicht geladen, und Meta setzt über unsere Seiten keine Cookies.
        </p>
        <p>
          Rechtsgrundlage ist Ihre Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO). Einzelheiten,
          insbesondere zur Übermittlung von Daten in die USA, finden Sie in Abschnitt 3.10 unserer{' '}
          <a href="/datenschutz">Datenschutzerklärung</a>.
        </p>
        <p>
          {pixelEnabled
            ? 'Auf dieser Website ist das Meta-Pixel derzeit aktiviert; es wird nur geladen, wenn Sie eingewilligt haben.'
            : 'Auf dieser Website ist das Meta-Pixel derzeit nicht aktiviert. Es wird daher kein Einwilligungsbanner angezeigt, und es werden keine Cookies von Meta gesetzt.'}
        </p>
      </LegalSection>

      <LegalSection title="4. Einwilligung widerrufen und Auswahl ändern">
        <p>
          Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO). Rufen Sie
          dazu über den Link „Cookie-Einstellungen“ in der Fußzeile jeder Seite das Einwilligungsbanner erneut auf und
          ändern Sie Ihre Auswahl. Nach einem Widerruf wird das Pixel nicht mehr geladen. Die Rechtmäßigkeit der bis zum
          Widerruf erfolgten Verarbeitung bleibt unberührt. Bereits von Meta gesetzte Cookies können Sie zusätzlich in
          den Einstellungen Ihres Browsers löschen.
        </p>
      </LegalSection>

      <LegalSection title="5. Lokalen Speicher und Cookies löschen">
        <p>
          Sie können den lokalen Speicher und Cookies jederzeit über die Einstellungen Ihres Browsers löschen (in der
          Regel unter „Datenschutz“ bzw. „Websitedaten“). Wenn Sie den Eintrag Ihrer Sitzung löschen, werden Sie
          abgemeldet; wenn Sie den Eintrag Ihrer Einwilligungsentscheidung löschen, werden Sie – sofern das Pixel
          aktiviert ist – beim nächsten Besuch erneut um Ihre Auswahl gebeten.
        </p>
      </LegalSection>

      <p className="mt-10 text-sm text-muted-foreground">
        <a href="/cookie-notice">English version</a>
      </p>
    </LegalPage>
  );
}
