import {
  type ASTNode,
  type ASTVisitor,
  type FragmentDefinitionNode,
  getNamedType,
  getNullableType,
  GraphQLError,
  type GraphQLNamedType,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  /** Each field costs 1; a list multiplies what it selects by `listFactor`. */
  maxCost: number;
  listFactor: number;
}

// Today's largest screen query costs a few hundred; raise these with the screens that need it.
export const defaultLimits: QueryLimits = { maxDepth: 8, maxAliases: 15, maxCost: 2000, listFactor: 10 };

interface Measure {
  depth: number;
  aliases: number;
  cost: number;
}

/** One validation rule for depth, alias and cost limits; used on HTTP and on the WebSocket alike. */
export function queryLimitsRule(limits: QueryLimits = defaultLimits) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
    const schema = context.getSchema();
    const measure = measurer(fragments, schema.getType.bind(schema), limits);
    return {
      OperationDefinition(node) {
        const root =
          node.operation === 'query' ? schema.getQueryType() : node.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
        if (!root) return;
        const m = measure(node.selectionSet, root);
        const name = node.name?.value ?? 'anonymous';
        if (m.depth > limits.maxDepth) context.reportError(new GraphQLError(`Operation "${name}" is ${m.depth} levels deep; the limit is ${limits.maxDepth}.`, limitError(node, 'depth')));
        if (m.aliases > limits.maxAliases) context.reportError(new GraphQLError(`Operation "${name}" uses ${count(m.aliases)} aliases; the limit is ${limits.maxAliases}.`, limitError(node, 'aliases')));
        if (m.cost > limits.maxCost) context.reportError(new GraphQLError(`Operation "${name}" costs ${count(m.cost)}; the limit is ${limits.maxCost}.`, limitError(node, 'cost')));
      },
    };
  };
}

// Expanded counts can reach astronomic values (a fragment spread twice, nested twenty times).
const count = (n: number) => (Number.isSafeInteger(n) ? String(n) : 'more than 9007199254740991');

// Apollo reports every validation failure as GRAPHQL_VALIDATION_FAILED; `limit` says which one.
const limitError = (node: ASTNode, limit: 'depth' | 'aliases' | 'cost') => ({
  nodes: [node],
  extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit },
});

const NOTHING: Measure = { depth: 0, aliases: 0, cost: 0 };

/**
 * Measures a selection set as execution would expand it: every fragment spread counts in full
 * wherever it appears. Each fragment is measured once and remembered, so the work stays linear
 * in the document's size even when the expanded operation is exponentially large.
 */
function measurer(fragments: Map<string, FragmentDefinitionNode>, typeByName: (name: string) => GraphQLNamedType | undefined, limits: QueryLimits) {
  const remembered = new Map<string, Measure>();
  const onPath = new Set<string>(); // cycles are reported by NoFragmentCycles; here they just stop

  const fragmentMeasure = (name: string): Measure => {
    const known = remembered.get(name);
    if (known) return known;
    const fragment = fragments.get(name);
    if (!fragment || onPath.has(name)) return NOTHING;
    onPath.add(name);
    const type = typeByName(fragment.typeCondition.name.value);
    const measured = type ? measure(fragment.selectionSet, type) : NOTHING;
    onPath.delete(name);
    remembered.set(name, measured);
    return measured;
  };

  const measure = (selectionSet: SelectionSetNode, parent: GraphQLNamedType): Measure => {
    const total: Measure = { depth: 0, aliases: 0, cost: 0 };
    const add = (m: Measure, extraDepth: number, factor: number) => {
      total.depth = Math.max(total.depth, m.depth + extraDepth);
      total.aliases += m.aliases;
      total.cost += m.cost * factor;
    };
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.alias) total.aliases += 1;
        total.cost += 1;
        total.depth = Math.max(total.depth, 1);
        if (!selection.selectionSet) continue;
        const fields = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields() : {};
        const name = selection.name.value;
        // Introspection's meta fields are not in getFields(), yet are the classic way to nest deep.
        const fieldType = fields[name]?.type ?? (name === '__schema' ? typeByName('__Schema') : name === '__type' ? typeByName('__Type') : undefined);
        if (!fieldType) continue;
        const child = getNamedType(fieldType);
        if (!isCompositeType(child)) continue;
        const isList = isListType(getNullableType(fieldType));
        add(measure(selection.selectionSet, child), 1, isList ? limits.listFactor : 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? typeByName(selection.typeCondition.name.value) : parent;
        if (type) add(measure(selection.selectionSet, type), 0, 1);
      } else {
        add(fragmentMeasure(selection.name.value), 0, 1);
      }
    }
    return total;
  };

  return measure;
}
