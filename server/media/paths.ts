/**
 * URLs of the generated sample media. Sample stock writes them and the media routes answer them,
 * so both import the shapes from here.
 */

/** Frames in a 360-degree spin set; frame 0 faces the viewer's front-left. */
export const SPIN_FRAMES = 36;

/** A gallery thumbnail's width: shown at 90 px, sharp on a screen of up to twice the density. */
export const THUMBNAIL_WIDTH = 200;

// Photos, spin frames and the interior are PNG, as a dealer's photos are raster; logos and badges stay SVG.
export const carPhotoPath = (carId: number, n: number): string => `/media/car/${carId}/${n}.png`;
export const carThumbPath = (carId: number, n: number): string => `/media/car/${carId}/${n}.png?w=${THUMBNAIL_WIDTH}`;
export const spinFramePath = (carId: number, frame: number): string => `/media/spin/${carId}/${frame}.png`;
export const interiorPath = (carId: number): string => `/media/interior/${carId}.png`;
export const logoPath = (slug: string): string => `/media/logo/${slug}.svg`;
export const badgePath = (name: string): string => `/media/badge/${name}.svg`;
/** A sample history report: a PDF saying it is a demonstration, so the report button has something to open. */
export const historyReportPath = (vin: string): string => `/media/report/${vin}.pdf`;
