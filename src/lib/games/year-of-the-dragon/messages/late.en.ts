// The «Why?», rules-at-hand and result views' texts: a chunk of their own, loaded the first time
// one shows (GameModule.lateMessages), so the game's chunk stays in its budget.
import why from './why-en';
import rules from './rules-en';
import results from './results-en';

export default { ...why, ...rules, ...results };
