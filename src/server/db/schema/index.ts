export * from './accounts';
export * from './alerts';
export * from './billing';
export * from './mail';
export * from './news';
export * from './push';
export * from './views';
export * from './watchlist';
