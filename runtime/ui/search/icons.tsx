/** The card's spec icons (kms, transmission, body): decorative, the text beside each says what it is. */
const paths = {
  km: 'M12 4a9 9 0 0 0-9 9h2a7 7 0 0 1 14 0h2a9 9 0 0 0-9-9Zm1 9.7 3.6-4.9-1.4-1-3.7 4.8A1.5 1.5 0 1 0 13 13.7Z',
  transmission: 'M5 4h2v7h4V4h2v7h4V4h2v9h-6v7h-2v-7H7v7H5Z',
  body: 'M4 15v-3l2-4h9l4 4h1a1 1 0 0 1 1 1v2h-2a2 2 0 0 1-4 0H9a2 2 0 0 1-4 0Zm3-3h4V9.5H7.5Zm6 0h4l-2.5-2.5H13Z',
} as const;

export function SpecIcon({ kind }: { kind: keyof typeof paths }) {
  return (
    <svg className="spec-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={paths[kind]} fill="currentColor" />
    </svg>
  );
}
