import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import HttpEndpoint from '@site/src/components/HttpEndpoint';
import ReferenceDownload from '@site/src/components/ReferenceDownload';
import AnchorTarget from '@site/src/components/AnchorTarget';
import TaskListCheckbox from '@site/src/components/TaskListCheckbox';
import StaticTable from '@site/src/components/StaticTable';

// Wrapped so the Markdown that plugins/reference generates can use these without imports, so
// task-list checkboxes get a name, and so tables keep their server HTML instead of hydrating.
export default {...MDXComponents, Tabs, TabItem, HttpEndpoint, ReferenceDownload, AnchorTarget, input: TaskListCheckbox, table: StaticTable};
