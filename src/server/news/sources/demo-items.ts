/**
 * Sample news written for the demo source: fictional outlets (on .example domains), every
 * category, tickers, indices and currency pairs, and a few stories carried by two outlets.
 * They read like real wire copy so the product can be judged, and are labelled as samples.
 */

export type DemoOutlet = { name: string; domain: string };

export const demoOutlets = {
  wire: { name: 'Northbridge Markets Wire', domain: 'northbridge-wire.example' },
  daily: { name: 'Ledger & Ticker Daily', domain: 'ledgerticker.example' },
  review: { name: 'Continental Business Review', domain: 'continental-review.example' },
} satisfies Record<string, DemoOutlet>;

export type DemoItem = { outlet: keyof typeof demoOutlets; slug: string; headline: string; summary: string };

export const demoItems: DemoItem[] = [
  { outlet: 'wire', slug: 'ecb-signals-faster-cuts', headline: 'ECB signals faster rate cuts as euro-area inflation cools to 1.9%', summary: 'Policymakers said the disinflation trend allows a quicker path to neutral rates; EUR/USD slipped 0.6% and Bund yields fell 9 basis points after the statement.' },
  { outlet: 'daily', slug: 'ecb-dovish-turn-euro-falls', headline: 'ECB signals faster rate cuts as euro-area inflation cools to 1.9%', summary: 'Policymakers said the disinflation trend allows a quicker path to neutral rates; EUR/USD slipped and Bund yields fell after the statement.' },
  { outlet: 'review', slug: 'nvidia-beats-raises-outlook', headline: 'Nvidia (NVDA) beats estimates and raises outlook on record data-center demand', summary: 'Quarterly revenue of $41.2 billion topped the consensus of $39.8 billion; the chipmaker guided above expectations for the current quarter.' },
  { outlet: 'wire', slug: 'fed-holds-rates-steady', headline: 'Fed holds rates steady, signals patience on further easing', summary: 'The FOMC left the federal funds range unchanged at 3.75%-4.00% as expected; Chair comments pointed to data-dependent decisions in coming months.' },
  { outlet: 'daily', slug: 'sp500-record-close', headline: 'S&P 500 closes at record high as tech rally broadens', summary: 'The index rose 1.1% to a record as chipmakers and software stocks led gains; the Nasdaq 100 added 1.4%.' },
  { outlet: 'daily', slug: 'tesla-deliveries-miss', headline: 'Tesla (TSLA) deliveries miss forecasts as demand slows in Europe', summary: 'The carmaker delivered 398,000 vehicles in the quarter, below the 425,000 analysts expected, with registrations down sharply in Germany and France.' },
  { outlet: 'review', slug: 'bitcoin-record-high-etf-inflows', headline: 'Bitcoin surges to record high above $140,000 on heavy ETF inflows', summary: 'BTC gained 7% in 24 hours as spot exchange-traded funds took in $2.1 billion in a single day; Ether (ETH) rose 5% alongside.' },
  { outlet: 'wire', slug: 'jobless-claims-steady', headline: 'US weekly jobless claims hold steady at 221,000', summary: 'Initial claims were in line with forecasts, pointing to a labour market that is cooling only gradually.' },
  { outlet: 'wire', slug: 'us-payrolls-beat', headline: 'US payrolls jump by 275,000, well above forecasts; unemployment falls to 4.0%', summary: 'Hiring beat the consensus of 160,000, wages rose 0.4% on the month and Treasury yields climbed as traders pared bets on rate cuts. USD/JPY rose to 152.4.' },
  { outlet: 'daily', slug: 'oil-jumps-opec-cut', headline: 'Oil jumps 4% after OPEC+ agrees deeper output cuts', summary: 'Brent crude rose to $88 a barrel after the producer group extended and deepened supply reductions through the second quarter.' },
  { outlet: 'review', slug: 'sap-cloud-growth', headline: 'SAP lifts 2027 cloud revenue target as AI products gain traction', summary: 'Europe’s largest software maker raised its medium-term goals; shares rose in Frankfurt trading and lifted the DAX.' },
  { outlet: 'wire', slug: 'china-tariffs-escalate', headline: 'US announces new tariffs on Chinese electronics; Beijing vows retaliation', summary: 'The 25% levies on $60 billion of imports take effect next month; Asian equities fell and the yuan weakened past 7.35 per dollar.' },
  { outlet: 'daily', slug: 'apple-antitrust-fine', headline: 'EU fines Apple (AAPL) €1.8 billion in App Store antitrust case', summary: 'The European Commission said the company restricted music-streaming rivals; Apple said it will appeal the decision.' },
  { outlet: 'review', slug: 'uk-cpi-sticky', headline: 'UK inflation unexpectedly rises to 3.4%, clouding Bank of England cut hopes', summary: 'Services inflation stayed sticky at 5.1%; GBP/USD rose 0.5% as markets pushed back expected rate cuts.' },
  { outlet: 'wire', slug: 'jpmorgan-record-profit', headline: 'JPMorgan (JPM) posts record quarterly profit as trading revenue surges', summary: 'Net income rose 18% from a year earlier, beating estimates; fixed-income trading revenue jumped 24%.' },
  { outlet: 'daily', slug: 'microsoft-outage', headline: 'Microsoft (MSFT) cloud outage disrupts airlines and banks for six hours', summary: 'A faulty configuration update took down Azure services across Europe and North America; the company said service is restored.' },
  { outlet: 'review', slug: 'germany-ifo-slump', headline: 'German business sentiment slumps to lowest level since 2020', summary: 'The Ifo index fell to 84.1 from 86.3, far below expectations, as manufacturers reported weaker orders; the DAX slipped 0.8%.' },
  { outlet: 'wire', slug: 'gold-record', headline: 'Gold hits record $3,400 an ounce as central banks keep buying', summary: 'Bullion extended gains for a fifth session on steady official-sector demand and a softer dollar.' },
  { outlet: 'daily', slug: 'ethereum-upgrade-delay', headline: 'Ethereum developers delay network upgrade after testnet bugs', summary: 'The planned upgrade slips by at least six weeks; ETH fell 3% while the broader crypto market held steady.' },
  { outlet: 'review', slug: 'amazon-layoffs', headline: 'Amazon (AMZN) to cut 9,000 corporate jobs in cost drive', summary: 'The retailer said the reductions focus on its devices and advertising units; shares were little changed in pre-market trading.' },
  { outlet: 'wire', slug: 'yen-intervention', headline: 'Japan intervenes to support the yen as USD/JPY tops 158', summary: 'The finance ministry confirmed its first intervention this year; the yen strengthened 2% within minutes.' },
  { outlet: 'review', slug: 'boeing-faa-probe', headline: 'Boeing (BA) shares slide after regulators open new safety probe', summary: 'The FAA is investigating production-quality lapses at a supplier; the stock fell 6% in afternoon trading.' },
  { outlet: 'wire', slug: 'eu-budget-deal', headline: 'EU leaders agree €150 billion defence fund after overnight summit', summary: 'The joint borrowing plan lifts European defence contractors; Rheinmetall and Thales rose in early trading.' },
  { outlet: 'daily', slug: 'alphabet-ai-search', headline: 'Alphabet (GOOGL) unveils AI search overhaul; analysts see ad revenue boost', summary: 'Several brokers raised price targets after the company showed new generative features for search and YouTube.' },
  { outlet: 'review', slug: 'us-gdp-slows', headline: 'US economy grows 1.2% in third quarter, slower than expected', summary: 'Consumer spending cooled and business investment fell; economists had forecast 1.8% annualised growth.' },
  { outlet: 'wire', slug: 'solana-outage', headline: 'Solana (SOL) network halts block production for four hours', summary: 'Validators restarted the chain after a consensus bug; SOL dropped 9% before paring losses.' },
  { outlet: 'daily', slug: 'meta-earnings-ad-growth', headline: 'Meta (META) revenue beats on strong ad growth, but spending forecast rises', summary: 'Advertising revenue grew 22% and topped estimates; the company lifted its capital-spending outlook for AI infrastructure.' },
  { outlet: 'review', slug: 'french-election-risk', headline: 'French bond spreads widen as government faces confidence vote', summary: 'The gap between French and German 10-year yields rose to 92 basis points, its widest in a year; EUR/USD eased.' },
  { outlet: 'wire', slug: 'asml-orders-drop', headline: 'ASML orders fall short of forecasts as chipmakers delay spending', summary: 'Net bookings of €3.9 billion missed the €5.2 billion consensus; the shares fell 7% in Amsterdam.' },
  { outlet: 'daily', slug: 'swiss-franc-snb', headline: 'SNB cuts rates to zero and says it stands ready to act in currency markets', summary: 'The Swiss National Bank cited a strong franc and low inflation; EUR/CHF rose 0.7%.' },
  { outlet: 'review', slug: 'retail-sales-strong', headline: 'US retail sales rise 0.9% in October, beating expectations', summary: 'Spending on autos and online purchases led gains; the consensus had been 0.4%.' },
  { outlet: 'wire', slug: 'siemens-energy-guidance', headline: 'Siemens Energy raises guidance as grid orders hit record', summary: 'The company now expects revenue growth of 15% to 17% this year; shares rose 5% in Frankfurt.' },
  { outlet: 'daily', slug: 'copper-supply-disruption', headline: 'Copper climbs after landslide halts output at major Chilean mine', summary: 'Prices rose 3% on the London Metal Exchange as the operator declared force majeure on shipments.' },
  { outlet: 'review', slug: 'crypto-exchange-hack', headline: 'Crypto exchange halts withdrawals after $400 million hack', summary: 'Attackers drained hot wallets holding BTC and ETH; the exchange said customer funds will be covered by its reserve.' },
  { outlet: 'wire', slug: 'intel-foundry-deal', headline: 'Intel (INTC) wins foundry contract from major US customer', summary: 'The multi-year agreement covers advanced-node chips from 2028; Intel shares rose 8% after hours.' },
  { outlet: 'daily', slug: 'pmi-eurozone-weak', headline: 'Euro-zone manufacturing PMI falls to 45.2, contraction deepens', summary: 'New orders dropped for a ninth month; the euro weakened and Bund yields edged lower.' },
  { outlet: 'review', slug: 'novo-obesity-trial', headline: 'Novo Nordisk shares tumble after obesity drug trial disappoints', summary: 'The next-generation treatment showed 15% weight loss, short of the 20% investors had hoped for.' },
  { outlet: 'wire', slug: 'us-debt-ceiling', headline: 'US lawmakers reach deal to lift debt ceiling, averting default', summary: 'The agreement suspends the borrowing limit for two years; Treasury bill yields fell and stock futures rose.' },
  { outlet: 'daily', slug: 'volkswagen-profit-warning', headline: 'Volkswagen issues profit warning on weak China sales and tariff costs', summary: 'The carmaker cut its operating-margin target to 5.5% from 6.5%; shares fell 5% and weighed on European autos.' },
  { outlet: 'review', slug: 'ftse-defensive-rotation', headline: 'FTSE 100 edges higher as investors rotate into defensive stocks', summary: 'Utilities and consumer staples led a cautious session; trading volumes were below average.' },
  { outlet: 'wire', slug: 'aud-rba-hold', headline: 'Australian dollar rises after RBA holds rates and stays hawkish', summary: 'AUD/USD gained 0.6% as the central bank warned inflation risks remain.' },
  { outlet: 'daily', slug: 'semiconductor-export-curbs', headline: 'Washington tightens chip export curbs; semiconductor stocks fall', summary: 'New rules restrict sales of advanced AI accelerators to more countries; Nvidia (NVDA) and AMD fell in after-hours trading.' },
  { outlet: 'review', slug: 'unilever-spin-off', headline: 'Unilever completes ice-cream spin-off; new company lists in Amsterdam', summary: 'The separation creates a stand-alone business valued at about €16 billion; Unilever shares were flat.' },
  { outlet: 'daily', slug: 'nvidia-beats-second-outlet', headline: 'Nvidia beats estimates, raises outlook on record data-center demand', summary: 'Quarterly revenue of $41.2 billion topped the consensus of $39.8 billion; the chipmaker guided above expectations.' },
  { outlet: 'review', slug: 'bank-of-japan-hike', headline: 'Bank of Japan raises rates to 0.75%, highest since 1995', summary: 'The widely expected move strengthened the yen; USD/JPY fell 1.1% and Japanese bank shares rallied.' },
];
