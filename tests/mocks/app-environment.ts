export const browser = true;
export const dev = true;
export const building = false;
export const version = 'test';
