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
    return {
      OperationDefinition(node) {
        const root =
          node.operation === 'query' ? schema.getQueryType() : node.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
        if (!root) return;
        const m = measure(node.selectionSet, root, fragments, schema.getType.bind(schema), limits, new Set());
        const name = node.name?.value ?? 'anonymous';
        if (m.depth > limits.maxDepth) context.reportError(new GraphQLError(`Operation "${name}" is ${m.depth} levels deep; the limit is ${limits.maxDepth}.`, limitError(node, 'depth')));
        if (m.aliases > limits.maxAliases) context.reportError(new GraphQLError(`Operation "${name}" uses ${m.aliases} aliases; the limit is ${limits.maxAliases}.`, limitError(node, 'aliases')));
        if (m.cost > limits.maxCost) context.reportError(new GraphQLError(`Operation "${name}" costs ${m.cost}; the limit is ${limits.maxCost}.`, limitError(node, 'cost')));
      },
    };
  };
}

// Apollo reports every validation failure as GRAPHQL_VALIDATION_FAILED; `limit` says which one.
const limitError = (node: ASTNode, limit: 'depth' | 'aliases' | 'cost') => ({
  nodes: [node],
  extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit },
});

function measure(
  selectionSet: SelectionSetNode,
  parent: GraphQLNamedType,
  fragments: Map<string, FragmentDefinitionNode>,
  typeByName: (name: string) => GraphQLNamedType | undefined,
  limits: QueryLimits,
  visiting: Set<string>,
): Measure {
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
      add(measure(selection.selectionSet, child, fragments, typeByName, limits, visiting), 1, isList ? limits.listFactor : 1);
    } else {
      let set: SelectionSetNode;
      let type: GraphQLNamedType | undefined = parent;
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        set = selection.selectionSet;
        if (selection.typeCondition) type = typeByName(selection.typeCondition.name.value);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || visiting.has(fragment.name.value)) continue; // cycles are reported by NoFragmentCycles
        set = fragment.selectionSet;
        type = typeByName(fragment.typeCondition.name.value);
        visiting = new Set(visiting).add(fragment.name.value);
      }
      if (type) add(measure(set, type, fragments, typeByName, limits, visiting), 0, 1);
    }
  }
  return total;
}
