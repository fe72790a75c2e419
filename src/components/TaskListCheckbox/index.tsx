import React, {type ComponentProps, type ReactNode} from 'react';

/**
 * Markdown task lists (`- [ ] …`) render a disabled checkbox with no label, which audits report as
 * an unnamed form control; a read-only checklist box is named for what it is.
 */
export default function TaskListCheckbox(props: ComponentProps<'input'>): ReactNode {
  if (props.type === 'checkbox' && props.disabled && !props['aria-label'])
    return <input {...props} aria-label={props.checked ? 'Done' : 'To do'} />;
  return <input {...props} />;
}
