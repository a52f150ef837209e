import type { AccountSandbox, FirstRunChecklist } from '@platform/contracts';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon';
import { completedStepCount, FIRST_RUN_STEPS } from './firstRunSteps';
import { SandboxStep } from './SandboxStep';

/**
 * The steps to a first delivered message, each a link to where it is done; the next one stands
 * out. Step one, the sandbox, is done right here: its address and a test to the simulator.
 */
export function FirstRunChecklistCard({ checklist, sandbox }: { checklist: FirstRunChecklist; sandbox: AccountSandbox }) {
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
          const isSandbox = step.key === 'sandbox_message_sent';
          return (
            <li
              key={step.key}
              className={`checklist__step${isDone ? ' checklist__step--done' : ''}${isNext ? ' checklist__step--next' : ''}${isSandbox ? ' checklist__step--wide' : ''}`}
            >
              <span className="checklist__mark" aria-hidden="true">
                {isDone ? <Icon name="check" size={14} /> : index + 1}
              </span>
              {isSandbox ? (
                <SandboxStep step={step} sandbox={sandbox} />
              ) : (
                <Link to={step.path} className="checklist__link">
                  <span className="checklist__title">{step.title}</span>
                  <span className="checklist__description">{step.description}</span>
                </Link>
              )}
              <span className="visually-hidden">{isDone ? 'Done' : 'To do'}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
