import type {Root, Table} from 'mdast';
import {visit} from 'unist-util-visit';

/**
 * Gives each Markdown table its row and character counts as `data-rows` and `data-characters`, from
 * which StaticTable sizes the table before the browser first renders it. Counted here, once per
 * build, so loading a page does not walk thousands of cells to count them again.
 */
export default function remarkTableSize() {
  return (tree: Root): void => {
    visit(tree, 'table', (table: Table) => {
      let characters = 0;
      visit(table, ['text', 'inlineCode'], (node) => {
        if ('value' in node) characters += node.value.length;
      });
      table.data = {...table.data, hProperties: {...table.data?.hProperties, 'data-rows': table.children.length, 'data-characters': characters}};
    });
  };
}
