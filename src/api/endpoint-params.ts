import type {
  ChoiceParam,
  Endpoint,
  IntegerParam,
  ListParam,
  ParamSpec,
  StringParam,
} from '../../contract';

/** The value a request may send for one parameter, by how the contract describes it. */
type ParamValue<P extends ParamSpec> = P extends IntegerParam
  ? number
  : P extends StringParam
    ? string
    : P extends ChoiceParam<infer V>
      ? V
      : P extends ListParam<infer V>
        ? readonly V[]
        : never;

/**
 * The query string of a request, limited to the parameters the contract lists for it, each
 * with its own kind of value: a misspelled name or a value the API does not know fails
 * typecheck. `undefined` leaves a parameter out (see `restUrl` in site.ts).
 */
export type QueryParamsOf<Q extends Readonly<Record<string, ParamSpec>>> = {
  readonly [K in keyof Q]?: ParamValue<Q[K]> | undefined;
};

/** The query string of a request to one endpoint of the contract (contract/endpoints.ts). */
export type EndpointParams<E extends Endpoint> = QueryParamsOf<E['query']>;
