export * from './accounts';
export * from './billing';
export * from './news';
export * from './mail';
export * from './watchlist';
