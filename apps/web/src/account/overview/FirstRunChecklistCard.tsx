import type { FirstRunChecklist } from '@platform/contracts';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon';
import { completedStepCount, FIRST_RUN_STEPS } from './firstRunSteps';

/** The steps to a first delivered message, each a link to where it is done; the next one stands out. */
export function FirstRunChecklistCard({ checklist }: { checklist: FirstRunChecklist }) {
  const nextStep = FIRST_RUN_STEPS.find((step) => !checklist[step.key]);
  return (
    <section className="card checklist" aria-labelledby="checklist-title">
      <header className="card__header">
        <div>
          <h2 id="checklist-title" className="card__title">
            Get sending
          </h2>
          <p className="card__subtitle">
            {completedStepCount(checklist)} of {FIRST_RUN_STEPS.length} steps done
          </p>
        </div>
      </header>
      <ol className="checklist__steps">
        {FIRST_RUN_STEPS.map((step, index) => {
          const isDone = checklist[step.key];
          const isNext = step === nextStep;
          return (
            <li key={step.key} className={`checklist__step${isDone ? ' checklist__step--done' : ''}${isNext ? ' checklist__step--next' : ''}`}>
              <span className="checklist__mark" aria-hidden="true">
                {isDone ? <Icon name="check" size={14} /> : index + 1}
              </span>
              <Link to={step.path} className="checklist__link">
                <span className="checklist__title">{step.title}</span>
                <span className="checklist__description">{step.description}</span>
              </Link>
              <span className="visually-hidden">{isDone ? 'Done' : 'To do'}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
