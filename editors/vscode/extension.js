// Starts `rulesdsl lsp` (stdio) for the YAML files of rulesdsl rulesets. The server finds the ruleset
// (and pack) each file belongs to; files outside a ruleset get no diagnostics.
const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("rulesdsl").get("server.command", "rulesdsl");
  const serverOptions = { command, args: ["lsp"], transport: TransportKind.stdio };
  const clientOptions = {
    documentSelector: [{ scheme: "file", language: "yaml" }],
    synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher("**/*.{yaml,ftl}") },
  };
  client = new LanguageClient("rulesdsl", "rulesdsl rules", serverOptions, clientOptions);
  context.subscriptions.push({ dispose: () => client && client.stop() });
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
