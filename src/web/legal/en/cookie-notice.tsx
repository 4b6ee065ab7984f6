import { LegalPage, LegalSection, productName } from '@/web/legal/legal-page';

/** Cookie Notice (English translation of the Cookie-Hinweis; the German page is binding). */
export function CookieNoticePage() {
  const name = productName();
  return (
    <LegalPage lang="en" eyebrow="Legal" title="Cookie Notice" updated="21 November 2026">
      <p>
        <em>
          This English version is a translation provided for convenience only; only the German version (
          <a href="/cookie-hinweis">Cookie-Hinweis</a>) is legally binding.
        </em>
      </p>

      <LegalSection title="1. No cookies from us">
        <p>{name} itself does not set any cookies. We do not use cookies for analytics, tracking or advertising.</p>
      </LegalSection>

      <LegalSection title="2. Local storage in your browser">
        <p>Instead of cookies, we use your browser's local storage (localStorage) for only two purposes:</p>
        <ul>
          <li>
            <strong>Your session (sign-in):</strong> when you sign in, your session tokens and the account details
            needed to show that you are signed in (such as your e-mail address) are stored so that you remain signed in.
            They are removed when you sign out; a session ends at the latest after 30 days without use.
          </li>
          <li>
            <strong>Your consent choice:</strong> where the consent banner is shown, we store whether you have accepted
            or declined the Meta pixel, so that we respect your choice and do not ask again on every visit.
          </li>
        </ul>
        <p>
          This storage is strictly necessary to provide the service you have expressly requested and therefore does not
          require consent (§ 25(2) no. 2 of the German Telecommunications Digital Services Data Protection Act, TDDDG).
          You can delete the local storage at any time in your browser settings; you will then be signed out, and the
          consent banner will be shown again where applicable.
        </p>
      </LegalSection>

      <LegalSection title="3. Meta pixel (only with your consent)">
        <p>
          Only if we have activated it, and only after you have given your explicit consent in the consent banner, we
          load the Meta pixel of Meta Platforms Ireland Ltd., Merrion Road, Dublin 4, Ireland. Without your consent, the
          pixel is not loaded. Once loaded, Meta may set cookies in your browser, such as <code>_fbp</code>, and
          receives information about your visit to measure and optimise advertising. Legal basis: your consent (§ 25(1)
          TDDDG, Art. 6(1)(a) GDPR). Details can be found in section 3.10 of our{' '}
          <a href="/privacy-policy">Privacy Policy</a>.
        </p>
      </LegalSection>

      <LegalSection title="4. Withdrawing your consent">
        <p>
          You can withdraw your consent at any time with effect for the future via the link in the footer of every page;
          the pixel is then no longer loaded. The lawfulness of the processing carried out until the withdrawal remains
          unaffected. Cookies that Meta has already set can be deleted in your browser settings.
        </p>
      </LegalSection>

      <LegalSection title="5. More information">
        <p>
          Further information on how we process personal data and on your rights can be found in our{' '}
          <a href="/privacy-policy">Privacy Policy</a>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
