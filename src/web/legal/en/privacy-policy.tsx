import { LegalPage, LegalSection, Operator, productName, supportEmail, WithOperator } from '@/web/legal/legal-page';

/** Privacy Policy (English translation of the Datenschutzerklärung; the German page is binding). */
export function PrivacyPolicyPage() {
  const support = supportEmail();
  return (
    <LegalPage lang="en" eyebrow="Legal" title="Privacy Policy" updated="21 November 2026">
      <p>
        <em>
          This English version is a translation provided for convenience only; only the German version (
          <a href="/datenschutz">Datenschutzerklärung</a>) is legally binding.
        </em>
      </p>

      <LegalSection title="1. Controller">
        <p>The controller within the meaning of Art. 4(7) of the General Data Protection Regulation (GDPR) is:</p>
        <p>
          <Operator field="name" />
          <br />
          <Operator field="address" />
        </p>
        <p>
          Phone: <Operator field="phone" />
          <br />
          E-mail: <Operator field="email" />
          <br />
          Website: <Operator field="website" />
        </p>
        {support && (
          <p>
            You can also reach us with questions about data protection at <a href={`mailto:${support}`}>{support}</a>.
          </p>
        )}
      </LegalSection>

      <LegalSection title="2. General information">
        <p>
          This privacy policy informs you about the nature, scope and purpose of the processing of personal data when
          you use the website and the web application {productName()} (the "service"). Personal data is any information
          relating to an identified or identifiable natural person, for example your e-mail address. We process personal
          data only to the extent necessary to provide a functional service and our content and services.
        </p>
        <p>We process personal data on the basis of the following legal grounds of Art. 6(1) GDPR:</p>
        <ul>
          <li>
            <strong>Art. 6(1)(a) GDPR</strong> – your consent;
          </li>
          <li>
            <strong>Art. 6(1)(b) GDPR</strong> – the performance of a contract with you or steps taken at your request
            prior to entering into a contract;
          </li>
          <li>
            <strong>Art. 6(1)(c) GDPR</strong> – compliance with a legal obligation to which we are subject (for example
            retention obligations under tax and commercial law);
          </li>
          <li>
            <strong>Art. 6(1)(f) GDPR</strong> – the protection of our legitimate interests, unless your interests or
            fundamental rights and freedoms override them.
          </li>
        </ul>
        <p>
          Storing information in your browser or accessing information already stored there is governed in addition by §
          25 of the German Telecommunications Digital Services Data Protection Act (TDDDG): it requires your consent (§
          25(1) TDDDG) unless it is strictly necessary to provide the service you have expressly requested (§ 25(2) no.
          2 TDDDG).
        </p>
        <p>
          Where we use service providers that process personal data on our behalf (processors), we have concluded
          agreements with them pursuant to Art. 28 GDPR. We do not use automated decision-making, including profiling,
          within the meaning of Art. 22 GDPR with regard to you. The automatically generated analyses concern news
          articles, not our users.
        </p>
        <p>
          Providing your e-mail address and a password is necessary to create a user account and to conclude a contract
          with us; without this data we cannot provide the service to you. Beyond that, you are not obliged to provide
          personal data.
        </p>
      </LegalSection>

      <LegalSection title="3. Data we collect">
        <p>
          <strong>3.1 Accessing the website and server request logs.</strong> When you access the service, your browser
          necessarily transmits your IP address to our servers in order to establish the connection and deliver the
          content. Our server request logs record only the request method, the path called (without the query string),
          the HTTP status code and the processing time. They contain no IP address. Purpose: ensuring stable and secure
          operation and analysing errors. Legal basis: Art. 6(1)(f) GDPR; our legitimate interest lies in the technical
          operation and security of the service. Storage period: the log entries are deleted as soon as they are no
          longer needed for these purposes.
        </p>
        <p>
          <strong>3.2 Registration and user account.</strong> To register, you provide your e-mail address and a
          password. We store the password only as a hash created with the argon2id method, never in plain text. To
          confirm your e-mail address, we send you a one-time link that is valid for 24 hours. Purpose: creating and
          managing your user account and providing the service. Legal basis: Art. 6(1)(b) GDPR. Storage period: for as
          long as your user account exists, which you can delete yourself at any time in Settings; after that, the data
          is deleted unless statutory retention obligations apply (see section 7).
        </p>
        <p>
          <strong>3.3 Sign-in and sessions.</strong> When you sign in, we create a session. The session tokens are kept
          in your browser's local storage (localStorage), together with the account details needed to show that you are
          signed in (such as your e-mail address). On our server we store only hashes of the session tokens. A session
          ends when you sign out or after 30 days without use. Purpose: keeping you signed in and protecting your
          account. Legal basis: Art. 6(1)(b) GDPR; storage in your browser is strictly necessary for the service you
          have requested (§ 25(2) no. 2 TDDDG).
        </p>
        <p>
          <strong>3.4 Password reset.</strong> If you request a new password, we send a one-time link to your e-mail
          address that is valid for one hour. Purpose: restoring access to your account. Legal basis: Art. 6(1)(b) GDPR.
          The link loses its validity once it has been used or has expired.
        </p>
        <p>
          <strong>3.5 Protection against misuse (rate limiting).</strong> To protect accounts against attempts to guess
          passwords and to prevent misuse of our e-mail sending, we record the client IP address and the e-mail address
          used for failed sign-in attempts and for requests that trigger an e-mail (for example confirmation or password
          reset e-mails). Legal basis: Art. 6(1)(f) GDPR; our legitimate interest lies in the security of the service
          and of our users' accounts. Storage period: at most about one hour; the data is then deleted.
        </p>
        <p>
          <strong>3.6 Sending e-mails.</strong> We send e-mails relating to your account and your contract (for example
          confirmation links, password reset links and messages about your subscription, cancellation or withdrawal) via
          an SMTP mail service that processes your e-mail address and the content of the message on our behalf (Art. 28
          GDPR). Legal basis: Art. 6(1)(b) GDPR and, where we are legally obliged to send a confirmation, Art. 6(1)(c)
          GDPR.
        </p>
        <p>
          <strong>3.7 Subscription and payment.</strong> Payments are processed exclusively by our payment provider
          Stripe (see section 4). Your payment data (for example card or bank details) is entered and stored only at
          Stripe; we do not receive it. Stripe informs us of the status of your subscription (for example trial, active,
          paused or cancelled), which we store with your user account. Purpose: performance of the contract, granting
          access and accounting. Legal basis: Art. 6(1)(b) GDPR and, for accounting records, Art. 6(1)(c) GDPR. Storage
          period: see section 7.
        </p>
        <p>
          <strong>3.8 Cancellation and withdrawal.</strong> If you cancel a contract using the cancellation button (page{' '}
          <a href="/cancel-contract">/cancel-contract</a>) or withdraw from a contract (page{' '}
          <a href="/withdraw-contract">/withdraw-contract</a>), we store your name, your e-mail address, the contract
          concerned, the details of your declaration (for example the type of cancellation, a requested end date or a
          reason you give voluntarily) and the time it was received. We confirm receipt to you by e-mail. If the address
          belongs to a customer account and you are not signed in to it, the e-mail contains a link, valid for seven
          days, to confirm the declaration; we store only a hash of it and the time of confirmation. Purpose: processing
          your declaration, confirming its receipt and being able to prove it. Legal basis: Art. 6(1)(b) and (c) GDPR
          (in particular § 312k of the German Civil Code, BGB) and Art. 6(1)(f) GDPR (our legitimate interest in being
          able to prove the receipt and processing of declarations). Storage period: for as long as this is needed for
          proof, as a rule until the end of the statutory limitation period (generally three years from the end of the
          year of receipt, §§ 195, 199 BGB), and longer where statutory retention obligations apply.
        </p>
        <p>
          <strong>3.9 No cookies; local storage.</strong> {productName()} itself does not set any cookies. We use your
          browser's local storage only for your session (see 3.3) and, where the consent banner is shown, for storing
          your consent choice. Storing your consent choice is strictly necessary to respect that choice (§ 25(2) no. 2
          TDDDG; Art. 6(1)(c) GDPR in conjunction with Art. 7(1) GDPR). Further details can be found in our{' '}
          <a href="/cookie-notice">Cookie Notice</a>.
        </p>
        <p>
          <strong>3.10 Meta pixel (only with your consent).</strong> Only if we have activated it, and only after you
          have given your explicit consent in the consent banner, we load the "Meta pixel" of Meta Platforms Ireland
          Ltd., Merrion Road, Dublin 4, Ireland ("Meta"). Without your consent, the pixel is not loaded and no data is
          transmitted to Meta. The pixel allows us to measure the effectiveness of our advertising on Meta's services
          (such as Facebook and Instagram) and to show advertising to relevant audiences. When it is loaded, Meta
          receives information such as your IP address, information about your browser and device, the pages you visit
          and actions you take on our website; Meta may set cookies such as <code>_fbp</code> in your browser for this
          purpose. Meta may link this information to your Meta user account, if you have one, and use it for its own
          purposes. For the collection and transmission of the data to Meta, we and Meta are jointly responsible (Art.
          26 GDPR); Meta is solely responsible for any further processing. Data may be transferred to Meta Platforms,
          Inc. in the USA; Meta Platforms, Inc. is certified under the EU-U.S. Data Privacy Framework, for which the
          European Commission has adopted an adequacy decision (Art. 45 GDPR). Legal basis: your consent pursuant to
          Art. 6(1)(a) GDPR and § 25(1) TDDDG. You can withdraw your consent at any time with effect for the future (see
          section 9). Further information can be found in Meta's privacy policy at{' '}
          <a href="https://www.facebook.com/privacy/policy/">https://www.facebook.com/privacy/policy/</a>.
        </p>
        <p>
          <strong>3.11 Contact.</strong> If you contact us by e-mail, we process your e-mail address and the information
          you provide in order to handle your enquiry. Legal basis: Art. 6(1)(b) GDPR where your enquiry relates to a
          contract, otherwise Art. 6(1)(f) GDPR (our legitimate interest in answering enquiries). We delete the data
          once your enquiry has been dealt with, unless statutory retention obligations apply.
        </p>
      </LegalSection>

      <LegalSection title="4. Payment provider">
        <p>
          We process payments through the payment provider Stripe Payments Europe, Ltd., 1 Grand Canal Street Lower,
          Dublin 2, Ireland ("Stripe"). You can pay by card or by bank transfer.
        </p>
        <p>
          <strong>Data:</strong> in particular your name, e-mail address, payment details (such as card or bank
          details), billing information, the amount and time of payments and, for fraud prevention, technical
          information about the device and connection used. <strong>Purpose:</strong> processing payments, managing your
          subscription (checkout and customer portal) and preventing fraud. <strong>Legal basis:</strong> Art. 6(1)(b)
          GDPR (performance of the contract), Art. 6(1)(c) GDPR (statutory obligations, for example under tax law) and
          Art. 6(1)(f) GDPR (our legitimate interest in secure payment processing and fraud prevention). Stripe is also
          subject to its own legal obligations (for example under financial regulation and anti-money-laundering law)
          and to that extent processes data as an independent controller.
        </p>
        <p>
          <strong>Third countries:</strong> Stripe may transfer data to Stripe, Inc. in the USA and to other third
          countries. Such transfers are based on the adequacy decision of the European Commission for the EU-U.S. Data
          Privacy Framework, under which Stripe, Inc. is certified (Art. 45 GDPR), and otherwise on the standard
          contractual clauses adopted by the European Commission (Art. 46(2)(c) GDPR).
        </p>
        <p>
          Further information can be found in Stripe's privacy policy at{' '}
          <a href="https://stripe.com/privacy">https://stripe.com/privacy</a>.
        </p>
      </LegalSection>

      <LegalSection title="5. Hosting">
        <p>
          Our service is operated with a managed cloud hosting service. Our hosting provider processes all data required
          to operate the service (including account and contract data and connection data) on our behalf and only in
          accordance with our instructions; we have concluded a data processing agreement with it pursuant to Art. 28
          GDPR. Legal basis: Art. 6(1)(b) GDPR and Art. 6(1)(f) GDPR (our legitimate interest in reliable and secure
          provision of the service). Where data is processed outside the European Union or the European Economic Area,
          this is done only where the requirements of Art. 44 et seq. GDPR are met.
        </p>
      </LegalSection>

      <LegalSection title="6. AI and news APIs">
        <p>
          The news shown in {productName()} comes from publicly available news feeds (RSS) of publishers, which our
          server retrieves. The analyses are generated automatically on our server, either by a rules-based analyzer or,
          where configured, by an external AI text analysis service of Anthropic PBC, USA.
        </p>
        <p>
          These services are called exclusively by our server. They receive <strong>no personal data</strong> about you
          or other users; only the text of public news articles is sent to the AI service. Your browser does not connect
          to these services.
        </p>
        <p>
          If you follow a link to the original article of a publisher, you leave our service; the publisher is then
          responsible for processing your data, and its privacy policy applies.
        </p>
      </LegalSection>

      <LegalSection title="7. Storage period">
        <p>
          We store personal data only for as long as is necessary for the respective purpose or as required by law. Once
          the purpose ceases to apply and no statutory retention obligation exists, the data is deleted or, where
          deletion is not possible for legal reasons, its processing is restricted. In particular:
        </p>
        <ul>
          <li>account data (e-mail address, password hash): for as long as your user account exists;</li>
          <li>sessions: they end when you sign out or after 30 days without use;</li>
          <li>links to confirm your e-mail address: valid for 24 hours; password reset links: valid for one hour;</li>
          <li>
            IP address and e-mail address of failed sign-ins and e-mail requests (rate limiting): at most about one
            hour;
          </li>
          <li>server request logs: they contain no IP address and are deleted when no longer needed for operation;</li>
          <li>
            contract and invoice data and other records relevant for tax and accounting purposes: up to ten years (§ 147
            of the German Fiscal Code, AO; § 257 of the German Commercial Code, HGB);
          </li>
          <li>records of cancellations and withdrawals: see section 3.8;</li>
          <li>your consent choice in your browser: until you change it or delete your browser's local storage.</li>
        </ul>
        <p>
          <strong>Deleting your account.</strong> You can delete your account yourself at any time in Settings, with
          your current password. A running subscription or trial is first ended at once with the payment provider
          (without a pro-rata refund). We then delete your account with its e-mail address, password hash, profile,
          trial and subscription data, all sessions and one-time links and the rate-limit counters; you are signed out
          on every device. We keep only what the law requires: a contract record without your e-mail address or name
          (when the contract began and the account was deleted, its status, and the payment provider's reference under
          which it keeps the invoices) for ten years (§ 147 AO, § 257 HGB), and any cancellation or withdrawal you sent
          us, as described in section 3.8. After the deletion we confirm it by e-mail.
        </p>
        <p>
          <strong>Access and portability.</strong> In Settings, "Download my data" gives you the data stored with your
          account (account, subscription state, sessions, cancellations and withdrawals) as a JSON file.
        </p>
      </LegalSection>

      <LegalSection title="8. Your rights">
        <p>Subject to the statutory requirements, you have the following rights with regard to your personal data:</p>
        <ul>
          <li>the right of access (Art. 15 GDPR);</li>
          <li>the right to rectification (Art. 16 GDPR);</li>
          <li>the right to erasure (Art. 17 GDPR);</li>
          <li>the right to restriction of processing (Art. 18 GDPR);</li>
          <li>the right to data portability (Art. 20 GDPR);</li>
          <li>the right to object (Art. 21 GDPR).</li>
        </ul>
        <p>
          <strong>Right to object:</strong> where we process your data on the basis of Art. 6(1)(f) GDPR, you have the
          right to object to this processing at any time on grounds relating to your particular situation. We will then
          no longer process the data unless we can demonstrate compelling legitimate grounds for the processing which
          override your interests, rights and freedoms, or the processing serves the establishment, exercise or defence
          of legal claims.
        </p>
        <p>
          <WithOperator
            field="email"
            otherwise="To exercise your rights, simply write to us at the address in section 1."
          >
            To exercise your rights, simply send an e-mail to <Operator field="email" />.
          </WithOperator>{' '}
          We will respond without undue delay and in any event within one month (Art. 12(3) GDPR).
        </p>
      </LegalSection>

      <LegalSection title="9. Withdrawal of consent">
        <p>
          You can withdraw any consent you have given at any time with effect for the future (Art. 7(3) GDPR). The
          lawfulness of processing carried out on the basis of the consent before its withdrawal remains unaffected. You
          can withdraw your consent to the Meta pixel at any time via the link in the footer of every page; the pixel is
          then no longer loaded. Cookies that Meta has already set can additionally be deleted in your browser settings.
        </p>
      </LegalSection>

      <LegalSection title="10. Right to lodge a complaint">
        <p>
          Without prejudice to any other remedy, you have the right to lodge a complaint with a supervisory authority if
          you consider that the processing of your personal data infringes the GDPR (Art. 77 GDPR). The supervisory
          authority responsible for us is the data protection authority of the German federal state in which the
          operator is established. You may also contact the supervisory authority in the member state of your habitual
          residence or place of work or of the place of the alleged infringement. A list of the German supervisory
          authorities and their addresses is available at{' '}
          <a href="https://www.bfdi.bund.de/DE/Service/Anschriften/Laender/Laender-node.html">
            https://www.bfdi.bund.de/DE/Service/Anschriften/Laender/Laender-node.html
          </a>
          .
        </p>
      </LegalSection>

      <LegalSection title="11. Data security">
        <p>
          We take appropriate technical and organisational measures (Art. 32 GDPR) to protect your data, in particular:
        </p>
        <ul>
          <li>transmission of all data in encrypted form using TLS (HTTPS);</li>
          <li>storage of passwords only as hashes using the argon2id method;</li>
          <li>storage of session tokens and one-time links on our server only in hashed form;</li>
          <li>access controls that restrict access to personal data to what is necessary.</li>
        </ul>
        <p>
          Please keep your access data secret and sign out after use, in particular on devices that other people also
          use.
        </p>
      </LegalSection>

      <LegalSection title="12. Changes to this policy">
        <p>
          We may amend this privacy policy if our service changes or if the legal situation requires it. The current
          version is always available on this page; the date of the latest version is shown at the top.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
