// Renders the app icons (static/icons/*.png) from SVG with Debian's Chromium.
// Run once when the artwork changes: node scripts/make-icons.js
import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';

const art = (size, pad) => {
	const inner = size - 2 * pad;
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" fill="#1f4e5f"/>
<g transform="translate(${pad} ${pad}) scale(${inner / 64})">
<rect x="8" y="8" width="48" height="48" rx="10" fill="#f6f4ef"/>
<circle cx="21" cy="21" r="5" fill="#1f4e5f"/><circle cx="43" cy="21" r="5" fill="#c2410c"/>
<circle cx="32" cy="32" r="5" fill="#1f4e5f"/><circle cx="21" cy="43" r="5" fill="#c2410c"/>
<circle cx="43" cy="43" r="5" fill="#1f4e5f"/></g></svg>`;
};

const browser = await chromium.launch({
	executablePath: '/usr/bin/chromium',
	args: [
		'--headless',
		'--no-sandbox',
		'--disable-gpu',
		'--disable-background-networking',
		'--disable-component-update',
		'--no-first-run'
	]
});
const page = await browser.newPage();
for (const [name, size, pad] of [
	['icon-192.png', 192, 8],
	['icon-512.png', 512, 20],
	['maskable-512.png', 512, 96]
]) {
	await page.setViewportSize({ width: size, height: size });
	await page.setContent(`<body style="margin:0">${art(size, pad)}</body>`);
	writeFileSync(`static/icons/${name}`, await page.screenshot({ omitBackground: false }));
}
await browser.close();
