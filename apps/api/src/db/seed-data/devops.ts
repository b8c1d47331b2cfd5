import { md, type SeedDirection } from './content-types.js';

export const devOps: SeedDirection = {
  title: 'DevOps Engineering',
  description:
    'Ship software safely and often: Linux, Git, containers, continuous integration and deployment.',
  colors: [
    [234, 88, 12],
    [250, 204, 21],
  ],
  subjects: [
    {
      title: 'Linux and Git',
      description: 'Work confidently on the command line and keep history clean with Git.',
      chapters: [
        {
          title: 'The command line',
          lectures: [
            {
              title: 'Files, permissions and processes',
              content: md(
                '# Files, permissions and processes',
                '',
                '```sh',
                'ls -l deploy.sh',
                '-rwxr-x--- 1 deploy ops 812 Nov 20 10:02 deploy.sh',
                '```',
                '',
                'The mode reads as owner / group / others: read, write, execute. `chmod 750 deploy.sh` sets exactly that.',
                '',
                '## Processes',
                '',
                '- `ps aux` lists processes, `top` shows them live.',
                '- `kill PID` asks a process to stop (SIGTERM); a well-written service finishes its work and exits.',
                '- Give secrets files mode `600`: readable by their owner only.',
              ),
            },
            {
              title: 'Shell pipelines',
              content: md(
                '# Shell pipelines',
                '',
                'Small tools connected with `|` solve big problems:',
                '',
                '```sh',
                'grep " 500 " access.log | cut -d" " -f7 | sort | uniq -c | sort -rn | head',
                '```',
                '',
                'This lists the paths that failed most often.',
                '',
                '- `>` writes a file, `>>` appends, `2>&1` merges errors into output.',
                '- Quote variables: `"$file"`, so names with spaces do not break the script.',
                '- Start scripts with `set -euo pipefail` to stop at the first error.',
              ),
            },
          ],
          tasks: [
            {
              title: 'Command line check',
              description: 'Permissions, signals and pipelines.',
              questions: [
                {
                  text: 'What mode makes a file readable and writable by its owner only?',
                  answers: ['644', '600', '777', '755'],
                  correct: [1],
                },
                {
                  text: 'Which signal does kill send by default?',
                  answers: ['SIGKILL', 'SIGTERM', 'SIGHUP', 'SIGINT'],
                  correct: [1],
                },
                {
                  text: 'What does set -euo pipefail do?',
                  answers: [
                    'Stops the script on errors, unset variables and failed pipeline parts',
                    'Runs the script as root',
                    'Prints every command',
                    'Enables colours',
                  ],
                  correct: [0],
                },
              ],
            },
          ],
          miniProjects: [],
        },
        {
          title: 'Version control',
          lectures: [
            {
              title: 'Git internals you need',
              content: md(
                '# Git internals you need',
                '',
                'A commit is a snapshot of the project plus a pointer to its parent. A branch is just a movable name for a commit.',
                '',
                '```sh',
                'git log --oneline --graph --all',
                '```',
                '',
                '- The **working tree** is your files, the **index** is what the next commit will contain.',
                '- `git add -p` stages changes piece by piece: commit one idea at a time.',
                '- `git reflog` remembers where branches pointed: almost nothing is ever lost.',
              ),
            },
            {
              title: 'Branching workflows',
              content: md(
                '# Branching workflows',
                '',
                'Most teams use short-lived feature branches merged into `main` through reviewed pull requests.',
                '',
                '```sh',
                'git switch -c fix/login-error',
                'git commit -m "Show a clear message for a wrong password"',
                'git push -u origin fix/login-error',
                '```',
                '',
                '- Keep branches small and merge them within days.',
                '- Rebase your branch on `main` before merging to keep history linear.',
                '- `main` is always deployable; CI must pass before merging.',
              ),
            },
          ],
          tasks: [
            {
              title: 'Git quiz',
              description: 'Commits, branches and workflows.',
              questions: [
                {
                  text: 'What is a Git branch?',
                  answers: [
                    'A copy of the whole repository',
                    'A movable name pointing to a commit',
                    'A folder on the server',
                    'A list of changed files',
                  ],
                  correct: [1],
                },
                {
                  text: 'Which command helps recover a commit after a bad reset?',
                  answers: ['git reflog', 'git blame', 'git clean', 'git stash clear'],
                  correct: [0],
                },
                {
                  text: 'Which habits keep a shared main branch healthy?',
                  answers: [
                    'Short-lived branches',
                    'Pushing untested code directly',
                    'CI passing before merge',
                    'Month-long feature branches',
                  ],
                  correct: [0, 2],
                },
              ],
            },
          ],
          miniProjects: [
            {
              title: 'Dotfiles repository',
              description:
                'Put your shell and editor configuration under Git with a setup script that links the files into place, is safe to run twice and explains itself in a README.',
              questions: [
                'Link to your repository’s setup script.',
                'How did you make the script safe to re-run?',
              ],
            },
          ],
        },
      ],
    },
    {
      title: 'Containers and CI/CD',
      description:
        'Package applications as containers and deliver them through automated pipelines.',
      chapters: [
        {
          title: 'Containers',
          lectures: [
            {
              title: 'Images and containers',
              content: md(
                '# Images and containers',
                '',
                'An **image** is a read-only template (files plus metadata); a **container** is a running instance of it with its own process space and writable layer.',
                '',
                '```sh',
                'docker run --rm -p 3000:3000 -e DATABASE_URL=postgres://db/app academy:1.4.0',
                '```',
                '',
                '- Configuration comes from environment variables, not baked into the image.',
                '- Containers are disposable: state lives in databases and volumes.',
                '- Tag images with versions, never rely on `latest` in production.',
              ),
            },
            {
              title: 'Writing a good Dockerfile',
              content: md(
                '# Writing a good Dockerfile',
                '',
                '```dockerfile',
                'FROM node:20-slim AS build',
                'WORKDIR /app',
                'COPY package*.json ./',
                'RUN npm ci',
                'COPY . .',
                'RUN npm run build',
                '',
                'FROM node:20-slim',
                'WORKDIR /app',
                'COPY --from=build /app/dist ./dist',
                'USER node',
                'CMD ["node", "dist/server.js"]',
                '```',
                '',
                '- Copy the lockfile first so dependency layers are cached.',
                '- Multi-stage builds keep compilers out of the final image.',
                '- Run as a non-root user.',
              ),
            },
          ],
          tasks: [
            {
              title: 'Containers check',
              description: 'Images, containers and Dockerfiles.',
              questions: [
                {
                  text: 'Where should a container keep data that must survive a restart?',
                  answers: [
                    'In its writable layer',
                    'In a database or a mounted volume',
                    'In environment variables',
                    'In the image',
                  ],
                  correct: [1],
                },
                {
                  text: 'Why copy package.json before the rest of the sources?',
                  answers: [
                    'So the dependency layer is cached between builds',
                    'Because Docker requires it',
                    'To make the image smaller',
                    'To run tests',
                  ],
                  correct: [0],
                },
                {
                  text: 'Which practices make images safer?',
                  answers: [
                    'Running as a non-root user',
                    'Multi-stage builds',
                    'Baking secrets into the image',
                    'Using the latest tag in production',
                  ],
                  correct: [0, 1],
                },
              ],
            },
          ],
          miniProjects: [],
        },
        {
          title: 'Delivery pipelines',
          lectures: [
            {
              title: 'Continuous integration',
              content: md(
                '# Continuous integration',
                '',
                'Every push runs the same checks a reviewer would want: install, lint, type-check, test, build.',
                '',
                '```yaml',
                'steps:',
                '  - run: npm ci',
                '  - run: npm run lint',
                '  - run: npm run typecheck',
                '  - run: npm test',
                '  - run: npm run build',
                '```',
                '',
                '- Keep the pipeline fast: cache dependencies, run jobs in parallel.',
                '- A red build is the team’s first priority.',
              ),
            },
            {
              title: 'Deploying safely',
              content: md(
                '# Deploying safely',
                '',
                '- **Health checks**: the load balancer only sends traffic to instances that answer `/health`.',
                '- **Rolling or blue-green deploys**: new instances start before old ones stop.',
                '- **Graceful shutdown**: on SIGTERM, stop accepting connections and finish in-flight requests.',
                '- **Migrations** run before the new code needs them, and stay compatible with the old code.',
                '',
                'Make rollback a single command, and practise it.',
              ),
            },
          ],
          tasks: [
            {
              title: 'Delivery quiz',
              description: 'CI and safe deployments.',
              questions: [
                {
                  text: 'What should a service do when it receives SIGTERM?',
                  answers: [
                    'Exit immediately',
                    'Stop accepting connections and finish in-flight requests',
                    'Ignore it',
                    'Restart itself',
                  ],
                  correct: [1],
                },
                {
                  text: 'What is a health check for?',
                  answers: [
                    'Letting the load balancer route only to working instances',
                    'Measuring developer productivity',
                    'Running unit tests',
                    'Rotating logs',
                  ],
                  correct: [0],
                },
                {
                  text: 'Which steps belong in a typical CI pipeline?',
                  answers: ['Lint', 'Tests', 'Build', 'Deleting the repository'],
                  correct: [0, 1, 2],
                },
              ],
            },
          ],
          miniProjects: [
            {
              title: 'Pipeline for a web app',
              description:
                'Containerise a small web application and write a CI pipeline that lints, tests, builds the image and publishes it with a version tag on every merge to main.',
              questions: [
                'Link to a successful pipeline run.',
                'How long does the pipeline take, and what did you cache?',
              ],
            },
          ],
        },
      ],
    },
  ],
};
