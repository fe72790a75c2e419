import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import HttpEndpoint from '@site/src/components/HttpEndpoint';
import ReferenceDownload from '@site/src/components/ReferenceDownload';
import AnchorTarget from '@site/src/components/AnchorTarget';
import TaskListCheckbox from '@site/src/components/TaskListCheckbox';

// Wrapped so the Markdown that plugins/reference generates can use these without imports, and so
// task-list checkboxes get a name.
export default {...MDXComponents, Tabs, TabItem, HttpEndpoint, ReferenceDownload, AnchorTarget, input: TaskListCheckbox};
