import { PLAN, planText } from '@/shared/billing';
import { LegalPage, LegalSection, Operator, productName, WithOperator } from '@/web/legal/legal-page';

/** General Terms and Conditions (English translation of the AGB; the German page is binding). */
export function GeneralTermsPage() {
  const name = productName();
  return (
    <LegalPage lang="en" eyebrow="Legal" title="General Terms and Conditions" updated="21 November 2026">
      <p>
        <em>
          This English version is a translation provided for convenience only; only the German version (
          <a href="/agb">Allgemeine Geschäftsbedingungen</a>) is legally binding.
        </em>
      </p>

      <LegalSection title="1. Scope">
        <p>
          (1) These General Terms and Conditions ("Terms") apply to all contracts concerning the use of the web
          application {name} (the "service") concluded between <Operator field="name" /> (the "provider", "we", "us";
          full details in the <a href="/legal-notice">Legal Notice</a>) and its customers ("you").
        </p>
        <p>
          (2) A consumer is any natural person who concludes a legal transaction for purposes that are predominantly
          outside their trade, business or profession (§ 13 of the German Civil Code, BGB). An entrepreneur is a natural
          or legal person or a partnership with legal capacity who, when concluding a legal transaction, acts in the
          exercise of their trade, business or profession (§ 14 BGB).
        </p>
        <p>
          (3) Deviating, conflicting or supplementary terms and conditions of the customer do not become part of the
          contract unless we expressly agree to their validity. Our <a href="/terms-of-use">Terms of Use</a> supplement
          these Terms; in the event of a conflict, these Terms prevail.
        </p>
        <p>
          (4) The contract language is German. This English version is provided for convenience; in the event of
          differences, the German version prevails.
        </p>
      </LegalSection>

      <LegalSection title="2. Services">
        <p>
          (1) {name} is a subscription service for traders and investors. It turns economic and political news from
          publicly available publisher news feeds (RSS) into automatically generated analyses. Each analysis contains in
          particular an impact score on a scale from -10 to 10, a confidence value, the markets likely to be affected,
          relevant historical patterns and an explanation.
        </p>
        <p>
          (2) The analyses are generated automatically, either by artificial intelligence (an external AI text analysis
          service, where configured) or by a rules-based analyzer.
        </p>
        <p>
          (3) The analyses are market information only. They do <strong>not</strong> constitute financial or investment
          advice, investment recommendations, or solicitations to buy or sell financial instruments, and they do not
          take your personal circumstances into account. No advisory or brokerage relationship arises between you and
          us. The analyses may be incomplete, outdated or wrong. Historical patterns do not permit reliable conclusions
          about future developments. You alone are responsible for your investment and trading decisions.
        </p>
        <p>
          (4) We do not owe completeness or timeliness of the news covered. The selection of news depends on the
          publishers' feeds, which are outside our control. The scope of the service is otherwise determined by the
          description of the service valid at the time the contract is concluded.
        </p>
      </LegalSection>

      <LegalSection title="3. Registration and conclusion of contract">
        <p>
          (1) Using the service requires a user account. Only persons with full legal capacity may register. To
          register, you provide your e-mail address and a password; you then confirm your e-mail address via a link that
          we send to you and that is valid for 24 hours. Registration alone does not create an obligation to pay.
        </p>
        <p>
          (2) The presentation of the service on our website does not constitute a legally binding offer but an
          invitation to submit an offer.
        </p>
        <p>
          (3) By completing the order process for the free trial or for the paid subscription and clicking the final
          order button, you submit a binding offer to conclude the subscription contract. Before submitting your order,
          you can check all entries and correct them using the usual keyboard and mouse functions or by going back in
          the order process. The contract is concluded when we accept your offer, at the latest when we activate your
          access.
        </p>
        <p>(4) The current version of these Terms can be viewed, saved and printed at any time on this page.</p>
      </LegalSection>

      <LegalSection title="4. Prices and payment">
        <p>
          (1) The subscription costs <strong>{planText.priceWithCode} per month</strong>. All prices stated are final
          prices; any statutory value added tax is included.
        </p>
        <p>
          (2) The subscription fee is billed monthly and is payable in advance at the beginning of each billing period.
          Where a free trial was agreed, the first billing period begins when the trial ends (see section 5).
        </p>
        <p>
          (3) Payment is made by card or by bank transfer via our payment provider Stripe (Stripe Payments Europe, Ltd.,
          1 Grand Canal Street Lower, Dublin 2, Ireland). The terms of Stripe may additionally apply to the payment
          process.
        </p>
        <p>
          (4) If a payment fails or is reversed for reasons for which you are responsible, we may suspend access to the
          paid functions until the outstanding amount has been paid. Further statutory rights remain unaffected.
        </p>
      </LegalSection>

      <LegalSection title="5. Free trial">
        <p>
          (1) New users can test the service free of charge for <strong>{PLAN.trialDays} days</strong>. The free trial
          is available only once per user. No payment method is required to start it.
        </p>
        <p>
          (2) At the end of the trial, it converts automatically into the paid monthly subscription under section 4
          unless you cancel before the trial ends. You can cancel at any time during the trial in your account (customer
          portal) or using the cancellation button (see section 6); no costs arise in that case.
        </p>
        <p>
          (3) If no payment method has been stored when the trial ends, the subscription is paused: no payment is
          charged, and there is no access to the paid functions. You can resume the subscription by adding a payment
          method.
        </p>
        <p>
          (4) You can end the trial early in the settings of your account. Access then ends immediately. This step
          cannot be undone; because the trial is available only once per user, a new trial is not possible afterwards.
          You can take out the paid subscription at any time later.
        </p>
      </LegalSection>

      <LegalSection title="6. Term and termination">
        <p>
          (1) The subscription runs for one month at a time and is extended automatically by a further month unless it
          is cancelled.
        </p>
        <p>
          (2) You can cancel the subscription at any time. The cancellation takes effect at the end of the current
          billing period (or, during the free trial, at the end of the trial); until then you retain access. Fees
          already paid for the current billing period are not refunded on a pro-rata basis.
        </p>
        <p>
          (3) You can cancel in your account via the customer portal or, without signing in, using the cancellation
          button on the page <a href="/cancel-contract">/cancel-contract</a> (German:{' '}
          <a href="/vertraege-kuendigen">/vertraege-kuendigen</a>) pursuant to § 312k BGB. Cancellation in text form{' '}
          <WithOperator field="email">
            (for example by e-mail to <Operator field="email" />){' '}
          </WithOperator>
          is also possible. We confirm receipt of your cancellation by e-mail. If you are not signed in to the account
          concerned, that e-mail contains a link (valid for seven days) to confirm the cancellation; to protect you from
          cancellations by others, we carry it out only once it is confirmed. The time of receipt decides when the
          contract ends. The same applies to a withdrawal declared on{' '}
          <a href="/withdraw-contract">/withdraw-contract</a>: the time of receipt decides whether the withdrawal period
          was met.
        </p>
        <p>(4) The right of both parties to terminate for good cause without notice remains unaffected.</p>

        <p>
          <strong>(5) Withdrawal instructions for consumers</strong>
        </p>
        <p>
          If you are a consumer, you have a statutory right of withdrawal in accordance with the following instructions.
        </p>
        <p>
          <strong>Right of withdrawal</strong>
        </p>
        <p>You have the right to withdraw from this contract within fourteen days without giving any reason.</p>
        <p>The withdrawal period will expire after fourteen days from the day of the conclusion of the contract.</p>
        <p>
          To exercise the right of withdrawal, you must inform us (<Operator field="name" />,{' '}
          <Operator field="address" />, phone: <Operator field="phone" />, e-mail: <Operator field="email" />) of your
          decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or an e-mail).
          You may use the model withdrawal form below, but it is not obligatory. You can also declare your withdrawal
          electronically using the withdrawal function on our website at{' '}
          <a href="/withdraw-contract">/withdraw-contract</a> (German:{' '}
          <a href="/vertrag-widerrufen">/vertrag-widerrufen</a>); we will then send you confirmation of receipt of your
          withdrawal on a durable medium (e.g. by e-mail) without delay.
        </p>
        <p>
          To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise
          of the right of withdrawal before the withdrawal period has expired.
        </p>
        <p>
          <strong>Effects of withdrawal</strong>
        </p>
        <p>
          If you withdraw from this contract, we shall reimburse to you all payments received from you, including the
          costs of delivery (with the exception of the supplementary costs resulting from your choice of a type of
          delivery other than the least expensive type of standard delivery offered by us), without undue delay and in
          any event not later than fourteen days from the day on which we are informed about your decision to withdraw
          from this contract. We will carry out such reimbursement using the same means of payment as you used for the
          initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as
          a result of such reimbursement.
        </p>
        <p>
          If you requested to begin the performance of services during the withdrawal period, you shall pay us an amount
          which is in proportion to what has been provided until you have communicated to us your withdrawal from this
          contract, in comparison with the full coverage of the contract.
        </p>
        <p>
          <em>End of the withdrawal instructions</em>
        </p>

        <p>
          <strong>Model withdrawal form</strong>
        </p>
        <p>(If you want to withdraw from the contract, please complete and return this form.)</p>
        <ul>
          <li>
            To <Operator field="name" />, <Operator field="address" />, e-mail: <Operator field="email" />:
          </li>
          <li>
            I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods
            (*)/for the provision of the following service (*)
          </li>
          <li>Ordered on (*)/received on (*)</li>
          <li>Name of consumer(s)</li>
          <li>Address of consumer(s)</li>
          <li>Signature of consumer(s) (only if this form is notified on paper)</li>
          <li>Date</li>
        </ul>
        <p>(*) Delete as appropriate.</p>
      </LegalSection>

      <LegalSection title="7. Availability">
        <p>
          (1) We endeavour to keep the service available as continuously as possible. However, availability at all times
          cannot be guaranteed for technical reasons. Restrictions may arise in particular from maintenance work,
          security measures, technical faults and disruptions outside our control (for example failures of the internet,
          of the publishers' news feeds, of the AI service or of the payment provider). Where possible, we carry out
          planned maintenance at times of low usage.
        </p>
        <p>
          (2) If the external AI service is not available, analyses may be generated by the rules-based analyzer
          instead.
        </p>
        <p>
          (3) The statutory rights of consumers in the event of defects of digital products (§§ 327 et seq. BGB) remain
          unaffected.
        </p>
      </LegalSection>

      <LegalSection title="8. Rights of use">
        <p>
          (1) For the term of your subscription, we grant you a simple (non-exclusive), non-transferable and
          non-sublicensable right to use the service and the analyses provided in it for your personal, non-commercial
          purposes. The right of use ends when the subscription ends.
        </p>
        <p>(2) In particular, you are not permitted to:</p>
        <ul>
          <li>
            evaluate the service or its content automatically, in particular by means of scraping, bots, crawlers or
            similar automated processes;
          </li>
          <li>
            reproduce, distribute, publish, make available to the public, sell or otherwise pass on the content of the
            service to third parties;
          </li>
          <li>use the content for commercial purposes;</li>
          <li>make your access available to third parties.</li>
        </ul>
        <p>(3) Rights to the news articles of the publishers remain with the respective rights holders.</p>
        <p>
          (4) In the event of a violation of these obligations, we may block your access temporarily or permanently and
          delete your user account. When deciding, we take appropriate account of your legitimate interests and, where
          reasonable, give you a prior warning. Our right to terminate for good cause and further claims remain
          unaffected.
        </p>
      </LegalSection>

      <LegalSection title="9. Liability">
        <p>(1) We are liable without limitation for damage caused intentionally or through gross negligence.</p>
        <p>
          (2) We are also liable without limitation, regardless of the degree of fault, for damage resulting from injury
          to life, body or health, under the German Product Liability Act (Produkthaftungsgesetz), and to the extent
          that we have assumed a guarantee.
        </p>
        <p>
          (3) In the event of a slightly negligent breach of an essential contractual obligation, our liability is
          limited to the foreseeable damage typical for this type of contract. Essential contractual obligations are
          obligations whose fulfilment makes the proper performance of the contract possible in the first place and on
          whose compliance you may regularly rely.
        </p>
        <p>(4) Otherwise, our liability for slight negligence is excluded.</p>
        <p>
          (5) The above limitations of liability also apply in favour of our vicarious agents and persons employed in
          performing our obligations.
        </p>
        <p>
          (6) Since the analyses are information without advice (section 2), we are not liable, subject to paragraphs 1
          and 2, for losses resulting from investment or trading decisions that you make on the basis of the service.
        </p>
      </LegalSection>

      <LegalSection title="10. Changes to these terms">
        <p>
          (1) We may amend these Terms for a valid reason, in particular in the event of changes to the law or to case
          law or when we extend the service, provided that the amendment is reasonable for you. Amendments to the main
          performance obligations (in particular the scope of the service and the price) require your express consent.
        </p>
        <p>
          (2) We will notify you of amendments in text form (for example by e-mail) at least six weeks before they take
          effect. You may object to the amendments within this period. If you do not object within the period, the
          amendments are deemed to have been accepted. We will specifically point out the right to object, the period
          and the consequences of not objecting in the notification.
        </p>
        <p>
          (3) If you object, the contract continues under the previous terms. In that case, we may terminate the
          contract with effect from the end of the current billing period.
        </p>
      </LegalSection>

      <LegalSection title="11. Final provisions">
        <p>
          (1) The law of the Federal Republic of Germany applies, excluding the UN Convention on Contracts for the
          International Sale of Goods (CISG). If you are a consumer, this choice of law applies only to the extent that
          it does not deprive you of the protection granted by mandatory provisions of the law of the country in which
          you have your habitual residence.
        </p>
        <p>
          (2) If you are a merchant, a legal entity under public law or a special fund under public law, the exclusive
          place of jurisdiction for all disputes arising from this contract is the provider's place of business.
        </p>
        <p>
          (3) Should individual provisions of these Terms be or become invalid, the validity of the remaining provisions
          remains unaffected. The statutory provisions take the place of the invalid provision.
        </p>
        <p>
          (4) Information on consumer dispute resolution can be found in our <a href="/legal-notice">Legal Notice</a>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
