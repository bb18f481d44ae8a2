// The «Why?» and rules-at-hand texts: a chunk of their own, loaded the first time one opens
// (GameModule.lateMessages), so the game's chunk stays in its budget.
import why from './why.en';
import steps from './steps.en';

export default { ...why, ...steps };
