/** What other plugins may use of the changelog plugin: its directive names and its remark plugin. */
export {changelogDirectives} from './directives';
export {default as remarkChangelog, type RemarkChangelogOptions} from './remark';
