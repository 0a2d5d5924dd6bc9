import type { FilterGroup } from '@/lib/core/filter/groups';
import { filterQueryString, toggleChoice, type FilterQuery } from '@/lib/core/filter/query';
import { ChipList } from './ChipList';
import styles from './Filter.module.css';

interface Props {
  groups: FilterGroup[];
  query: FilterQuery;
  /** The localized path of the filter page. */
  basePath: string;
  /** Each group's heading, by field. */
  titles: Record<string, string>;
}

/**
 * The filter's collapsible groups. Every option is a plain link to the state
 * with that option chosen, or cleared when it is the chosen one, so the
 * groups work without JavaScript and the back button restores each step.
 */
export function FilterGroups({ groups, query, basePath, titles }: Props) {
  return (
    <>
      {groups.map((group) => {
        const headingId = `filter-group-${group.field}`;
        return (
          <details key={group.field} className={styles.group} open>
            <summary className={styles.summary} id={headingId}>
              {titles[group.field]}
            </summary>
            <ChipList
              labelledBy={headingId}
              className={styles.inGroup}
              chips={group.options.map((option) => ({
                key: option.value,
                label: option.label,
                href: `${basePath}${filterQueryString(toggleChoice(query, group.field, option.value))}`,
                current: query[group.field] === option.value ? 'true' : undefined,
              }))}
            />
          </details>
        );
      })}
    </>
  );
}
