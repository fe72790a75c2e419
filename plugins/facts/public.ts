/** What other plugins use of this one: the remark step, the elements it writes in, a cell's parts as Markdown. */
export {default as remarkFacts, isFactElement} from './remark';
export {inlineParts} from './inline';
