/**
 * Settings that keep a server started by a test off every real market-data provider, whatever a
 * developer's .env says: no keyed provider, and none of the keyless ones (on by default outside
 * tests) or the shipped series' refresh. A test that wants a provider points it at a fake after these.
 */
export const NO_MARKET_DATA: Readonly<Record<string, string>> = {
  TWELVE_DATA_API_KEY: '',
  STOOQ_ENABLED: 'false',
  COINBASE_ENABLED: 'false',
  ECB_ENABLED: 'false',
  US_TREASURY_ENABLED: 'false',
  SERIES_REFRESH_ENABLED: 'false',
};
