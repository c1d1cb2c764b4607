import type { CSSProperties } from 'react';

/** The grey-and-white squares image editors show behind transparent pixels. */
export const checkerboard: CSSProperties = {
  backgroundColor: '#ffffff',
  backgroundImage: 'conic-gradient(#e7e6ee 25%, transparent 0 50%, #e7e6ee 0 75%, transparent 0)',
  backgroundSize: '16px 16px',
};
