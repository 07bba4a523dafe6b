/** The thumbnail strip; the caller shows it only when there are more than 3 photos. */
export function Thumbnails({ photos, index, onSelect }: { photos: { thumb: string }[]; index: number; onSelect: (index: number) => void }) {
  return (
    <ul className="thumbnails" aria-label="Photos">
      {photos.map((photo, i) => (
        <li key={photo.thumb}>
          <button type="button" aria-label={`Photo ${i + 1}`} aria-current={i === index} onClick={() => onSelect(i)}>
            <img decoding="async" src={photo.thumb} alt="" width={90} height={60} loading="lazy" />
          </button>
        </li>
      ))}
    </ul>
  );
}
