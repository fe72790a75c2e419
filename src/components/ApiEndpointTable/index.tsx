import React, {type ReactNode} from 'react';
import {environments, graphqlUrl, products, restBaseUrl} from '@site/src/data/platform';

/** The REST base URL and GraphQL endpoint of every product in every environment. */
export default function ApiEndpointTable(): ReactNode {
  return (
    <table>
      <caption>API endpoints per product and environment</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Environment</th>
          <th scope="col">REST base URL</th>
          <th scope="col">GraphQL endpoint</th>
        </tr>
      </thead>
      <tbody>
        {products.flatMap((product) =>
          environments.map((environment) => (
            <tr key={`${product.id}-${environment.id}`}>
              <th scope="row">{product.name}</th>
              <td>{environment.name}</td>
              <td>{product.rest ? <code>{restBaseUrl(product.id, environment.id)}</code> : 'None: use GraphQL'}</td>
              <td>
                <code>{graphqlUrl(product.id, environment.id)}</code>
              </td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}
