/**
 * The fields of one form that hold a number the Counter refused (issue 29: a refused number is
 * never recorded). The form blocks its confirm button while `any` is true and says why.
 */
export class Refusals {
	#bad = $state<Record<string, true>>({});

	/** True while at least one field of the form holds a refused number. */
	get any(): boolean {
		return Object.keys(this.#bad).length > 0;
	}

	/** The Counter's `oninvalid` for the field `key`. */
	watch(key: string): (invalid: boolean) => void {
		return (invalid) => {
			if (invalid === key in this.#bad) return;
			const next = { ...this.#bad };
			if (invalid) next[key] = true;
			else delete next[key];
			this.#bad = next;
		};
	}
}
