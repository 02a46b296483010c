// One batch in the transition drawer: its title, when it started and by whom (and when it finished), a
// progress bar with "n/total" and its status, and each item as it stands (done, failed with the reason,
// running, waiting — or not run once the batch has ended).
import type { PortalBatch } from "@/entities/batch"
import { cardListStyles } from "@/shared/ui/card-list"
import { ProgressBar } from "@/shared/ui/spinner"

import { batchStatusText, itemMark, itemStatusText } from "../lib/batchStatus.ts"
import { finishedText, startedText } from "../lib/batchWhen.ts"
import styles from "./TransitionDrawer.module.css"

export function BatchCard({ batch }: { batch: PortalBatch }) {
  const ended = batch.processedJobs + batch.failedJobs
  const status = batchStatusText(batch)
  const batchEnded = batch.status === "finished"
  const finished = finishedText(batch)
  return (
    <li className={cardListStyles.card} aria-label={batch.title}>
      <h3 className={styles.title}>{batch.title}</h3>
      <p className={styles.when}>
        <time dateTime={batch.created_at}>{startedText(batch)}</time>
        {finished === null || batch.finished_at === null ? null : (
          <>
            {" · "}
            <time dateTime={batch.finished_at}>{finished}</time>
          </>
        )}
      </p>
      <ProgressBar value={ended} maxValue={Math.max(batch.totalJobs, 1)} label={status} showValueLabel={batch.totalJobs > 0} />
      {batch.items.length > 0 ? (
        <ul className={styles.items} aria-label={`${batch.title} results`}>
          {batch.items.map((item) => (
            <li
              key={item.seq}
              className={styles.item}
              data-status={item.status}
              aria-label={`${item.label}: ${itemStatusText(item, batchEnded)}`}
            >
              <span className={styles.mark} aria-hidden="true">
                {itemMark(item)}
              </span>
              <span className={styles.label}>{item.label}</span>
              <span className={styles.itemStatus}>{itemStatusText(item, batchEnded)}</span>
              {item.error === null ? null : <p className={styles.reason}>{item.error}</p>}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}
