import { LegalPage, LegalSection, Operator, productName, WithOperator } from '@/web/legal/legal-page';

/** Terms of Use (English translation of the Nutzungsbedingungen; the German page is binding). */
export function TermsOfUsePage() {
  const name = productName();
  return (
    <LegalPage lang="en" eyebrow="Legal" title="Terms of Use" updated="21 November 2026">
      <p>
        <em>
          This English version is a translation provided for convenience only; only the German version (
          <a href="/nutzungsbedingungen">Nutzungsbedingungen</a>) is legally binding.
        </em>
      </p>
      <p>
        These Terms of Use govern the use of {name}. They supplement our{' '}
        <a href="/general-terms">General Terms and Conditions</a>; in the event of a conflict, the General Terms and
        Conditions prevail.
      </p>

      <LegalSection title="1. Registration">
        <p>
          (1) Using {name} requires a user account. Only persons with full legal capacity may register. You register
          with your e-mail address and a password of your choice and confirm your e-mail address via the link we send
          you, which is valid for 24 hours.
        </p>
        <p>
          (2) The information you provide during registration must be true and complete. Please keep your e-mail address
          up to date, as we send important information about your account and contract to it.
        </p>
        <p>
          (3) The free trial is available only once per user and may not be obtained repeatedly, for example by creating
          several accounts.
        </p>
        <p>(4) There is no entitlement to registration.</p>
      </LegalSection>

      <LegalSection title="2. Access data">
        <p>
          (1) You must keep your access data, in particular your password, secret and protect it against access by third
          parties. Your account is personal and may not be passed on or shared with others.
        </p>
        <p>
          (2) Your sign-in is stored in your browser's local storage. On devices that other people also use, please sign
          out after use.
        </p>
        <p>
          (3) If you suspect that third parties have gained knowledge of your access data or are using your account,
          change your password without delay
          <WithOperator field="email">
            {' '}
            and inform us at <Operator field="email" />
          </WithOperator>
          . You can reset a forgotten password via a link that is valid for one hour.
        </p>
      </LegalSection>

      <LegalSection title="3. Use of content">
        <p>
          (1) The content of {name}, in particular the analyses, may be used only for your personal, non-commercial
          purposes and only for the term of your subscription. You receive a simple, non-transferable right of use for
          this purpose.
        </p>
        <p>
          (2) Automated evaluation of the service (for example by scraping, bots or crawlers), systematic copying, and
          the reproduction, distribution, publication or other passing on of content to third parties are prohibited.
        </p>
        <p>
          (3) The news shown comes from publicly available feeds of publishers. Rights to the articles remain with the
          respective rights holders; links to the original articles lead to third-party websites for whose content the
          respective publisher is responsible.
        </p>
        <p>
          (4) You may not use the service in a way that impairs its operation or security, in particular by attempts to
          gain unauthorised access or by placing an excessive load on the systems.
        </p>
      </LegalSection>

      <LegalSection title="4. Availability">
        <p>
          We endeavour to keep {name} available as continuously as possible, but cannot guarantee uninterrupted
          availability. Interruptions may occur in particular due to maintenance, security measures, technical faults or
          disruptions of services outside our control (for example publishers' news feeds, the AI service or the payment
          provider). Details are set out in section 7 of the <a href="/general-terms">General Terms and Conditions</a>.
        </p>
      </LegalSection>

      <LegalSection title="5. Changes">
        <p>
          (1) We may further develop, change or extend the service, provided that this is reasonable for you and the
          contractually agreed scope of the service is maintained.
        </p>
        <p>
          (2) We may amend these Terms of Use in accordance with the procedure described in section 10 of the{' '}
          <a href="/general-terms">General Terms and Conditions</a>: we will inform you in good time in text form, and
          you have the right to object.
        </p>
      </LegalSection>

      <LegalSection title="6. Exclusion of users">
        <p>
          (1) If you violate these Terms of Use or the General Terms and Conditions, in particular through automated
          evaluation or redistribution of content, passing on your access data, false information during registration or
          attacks on the security of the service, we may block your access temporarily or permanently and delete your
          user account.
        </p>
        <p>
          (2) When choosing the measure, we take appropriate account of your legitimate interests, in particular whether
          the violation was culpable, and, where reasonable, we give you a prior warning. Our right to terminate for
          good cause and further claims remain unaffected.
        </p>
      </LegalSection>

      <LegalSection title="7. Disclaimer – no financial advice">
        <p>
          (1) The analyses in {name} are generated automatically, by artificial intelligence or by a rules-based
          analyzer. They are market information only and do <strong>not</strong> constitute financial or investment
          advice, investment recommendations or solicitations to buy or sell financial instruments. They do not take
          your personal circumstances, objectives or risk tolerance into account.
        </p>
        <p>
          (2) The analyses (including impact score, confidence, affected markets, historical patterns and explanation)
          may be incomplete, outdated or wrong. Past developments and historical patterns are not a reliable indicator
          of future developments.
        </p>
        <p>
          (3) You make your investment and trading decisions on your own responsibility. Where appropriate, seek advice
          from a qualified, independent adviser.
        </p>
        <p>
          (4) Trading in and investing in financial instruments involves considerable risks, up to and including the
          total loss of the capital invested; with leveraged products, losses may exceed the capital invested.
        </p>
        <p>
          (5) Our liability is governed by section 9 of the <a href="/general-terms">General Terms and Conditions</a>.
        </p>
      </LegalSection>

      <LegalSection title="8. Jurisdiction">
        <p>
          (1) The law of the Federal Republic of Germany applies, excluding the UN Convention on Contracts for the
          International Sale of Goods (CISG). If you are a consumer, mandatory consumer protection provisions of the
          country of your habitual residence remain unaffected.
        </p>
        <p>
          (2) If you are a merchant, a legal entity under public law or a special fund under public law, the exclusive
          place of jurisdiction for all disputes is the provider's place of business.
        </p>
        <p>
          (3) Should individual provisions of these Terms of Use be invalid, the validity of the remaining provisions
          remains unaffected.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
