export const page = {
	url: new URL('http://localhost/'),
	params: {} as Record<string, string>,
	route: { id: '/' },
	status: 200,
	error: null,
	data: {},
	form: null,
	state: {}
};
export const navigating = null;
export const updated = { current: false, check: async () => false };
