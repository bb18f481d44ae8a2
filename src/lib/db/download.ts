/** Saves a file on the device (the browser's download). */
export function downloadBlob(fileName: string, blob: Blob): void {
	const url = URL.createObjectURL(blob);
	const a = document.createElement('a');
	a.href = url;
	a.download = fileName;
	document.body.append(a);
	a.click();
	a.remove();
	setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves a text file on the device. */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
	downloadBlob(fileName, new Blob([text], { type }));
}
