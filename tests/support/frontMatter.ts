import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';

export interface ContentFile {
  file: string;
  frontMatter: Record<string, unknown>;
  body: string;
}

/** Markdown and MDX files under a folder, with their front matter parsed. */
export function readContentFiles(dir: string): ContentFile[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
      return {
        file: path.join(dir, file),
        frontMatter: match ? ((parse(match[1]!) as Record<string, unknown>) ?? {}) : {},
        body: match ? text.slice(match[0].length) : text,
      };
    });
}
