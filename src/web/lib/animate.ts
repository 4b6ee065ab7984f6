// Re-exported alone so the lazy chunk holds only what the page transition uses.
export { animate } from 'framer-motion';
