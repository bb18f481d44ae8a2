/**
 * Reads QR codes from a picture or a camera frame: the browser's own `BarcodeDetector` where
 * it reads QR codes (Android's Chrome, Safari on recent iPhones), else jsQR, a small pure-JS
 * reader loaded only then (its own lazy chunk, offline like the app).
 */

interface Detector {
	detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
type DetectorClass = {
	new (o: { formats: string[] }): Detector;
	getSupportedFormats(): Promise<string[]>;
};

let native: Promise<Detector | null> | null = null;

/** The browser's QR reader, or null where it has none. */
function nativeDetector(): Promise<Detector | null> {
	native ??= (async () => {
		const D = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
		if (!D) return null;
		try {
			return (await D.getSupportedFormats()).includes('qr_code')
				? new D({ formats: ['qr_code'] })
				: null;
		} catch {
			return null;
		}
	})();
	return native;
}

/** The pixels of `source` (a picture or a video frame), at most `max` px on its long side. */
function pixels(source: CanvasImageSource, w: number, h: number, max = 1200) {
	const k = Math.min(1, max / Math.max(w, h));
	const cw = Math.max(1, Math.round(w * k));
	const ch = Math.max(1, Math.round(h * k));
	const canvas = document.createElement('canvas');
	canvas.width = cw;
	canvas.height = ch;
	const g = canvas.getContext('2d', { willReadFrequently: true })!;
	g.drawImage(source, 0, 0, cw, ch);
	return g.getImageData(0, 0, cw, ch);
}

/** The QR code texts found in `source` (w×h px): none, or the one jsQR finds. */
export async function readCodes(
	source: CanvasImageSource,
	w: number,
	h: number,
	forceLibrary = false
): Promise<string[]> {
	const d = forceLibrary ? null : await nativeDetector();
	if (d) {
		try {
			return (await d.detect(source)).map((c) => c.rawValue);
		} catch {
			/* fall through to the library */
		}
	}
	const { default: jsQR } = await import('jsqr');
	const img = pixels(source, w, h);
	const found = jsQR(img.data, img.width, img.height, { inversionAttempts: 'attemptBoth' });
	return found ? [found.data] : [];
}

/** The QR code texts in a picture file (a photo or a screenshot of a code). */
export async function readFile(file: Blob): Promise<string[]> {
	const bitmap = await createImageBitmap(file);
	try {
		return await readCodes(bitmap, bitmap.width, bitmap.height);
	} finally {
		bitmap.close();
	}
}
