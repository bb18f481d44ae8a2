export const base = '';
export const assets = '';
export const resolve = (p: string) => p;
