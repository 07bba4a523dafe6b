/** Marks a block of the demo's made-up content (the API says `sample`), so nobody takes it for the dealer's own. */
export function SampleLabel({ sample }: { sample: boolean }) {
  return sample ? (
    <p className="sample-label" data-sample-content="">
      Sample content
    </p>
  ) : null;
}
