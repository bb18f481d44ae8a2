// The «Why?» and rules-at-hand texts: a chunk of their own, loaded the first time one opens
// (GameModule.lateMessages), so the game's chunk stays in its budget.
import why from './why.es';
import steps from './steps.es';

export default { ...why, ...steps };
