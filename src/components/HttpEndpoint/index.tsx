import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

export interface HttpEndpointProps {
  method: string;
  path: string;
}

/** The method and path of a REST endpoint, as the reference renders it under each endpoint heading. */
export default function HttpEndpoint({method, path}: HttpEndpointProps): ReactNode {
  return (
    <p className={styles.endpoint}>
      <span className={styles.method} data-method={method.toLowerCase()}>
        {method}
      </span>{' '}
      <code className={styles.path}>{path}</code>
    </p>
  );
}
