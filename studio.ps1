<#
.SYNOPSIS
  Recipe Studio's one entry point on Windows (the same as ./studio elsewhere): sets
  itself up on the first run, then runs.

.DESCRIPTION
  .\studio.ps1            open the app (built-in tool server as the default connection)
  .\studio.ps1 test       run the whole test suite (pass pytest options after it)
  .\studio.ps1 cli ARGS   run the command line, e.g. .\studio.ps1 cli validate FILE

  Needs only Python 3.11+ (the "py" launcher, "python" on PATH, or $env:PYTHON). It
  creates .venv\ beside this file and installs the app into it; nothing is installed
  system-wide. If PowerShell refuses to run scripts, start it once with
  powershell -ExecutionPolicy Bypass -File .\studio.ps1 (or: Set-ExecutionPolicy -Scope
  CurrentUser RemoteSigned).
#>
# Not 'Stop': Windows PowerShell turns a native program's redirected error output (pip's
# warnings) into errors that 'Stop' would end the script on; exit codes are checked instead.
$ErrorActionPreference = 'Continue'
Set-Location -LiteralPath $PSScriptRoot

$Venv = '.venv'
$VenvPython = Join-Path $Venv 'Scripts\python.exe'

function Find-Python {
    # The Python to make the virtual environment with: $env:PYTHON, the py launcher, python.
    if ($env:PYTHON) { return @($env:PYTHON) }
    if (Get-Command py -ErrorAction SilentlyContinue) { return @('py', '-3') }
    if (Get-Command python -ErrorAction SilentlyContinue) { return @('python') }
    throw 'studio.ps1: Python 3.11 or newer is needed (https://www.python.org/downloads/windows/)'
}

function Invoke-Checked {
    param([string]$Program, [string[]]$Arguments)
    & $Program @Arguments
    if ($LASTEXITCODE -ne 0) { throw "studio.ps1: '$Program $($Arguments -join ' ')' failed ($LASTEXITCODE)" }
}

function Initialize-Venv {
    if (-not (Test-Path -LiteralPath $VenvPython)) {
        $python = @(Find-Python)
        $rest = @()
        if ($python.Count -gt 1) { $rest = $python[1..($python.Count - 1)] }
        Invoke-Checked $python[0] ($rest + @('-m', 'venv', $Venv))
    }
    $hash = (Get-FileHash -Algorithm SHA1 -LiteralPath 'pyproject.toml').Hash.ToLower().Substring(0, 12)
    $stamp = Join-Path $Venv ".installed-$hash"
    if (-not (Test-Path -LiteralPath $stamp)) {
        & $VenvPython -m pip install -q --upgrade pip *> $null
        Invoke-Checked $VenvPython @('-m', 'pip', 'install', '-q', '-e', '.[test,build]')
        Get-ChildItem -LiteralPath $Venv -Filter '.installed-*' -Force | Remove-Item -Force
        New-Item -ItemType File -Path $stamp | Out-Null
    }
    # UI translations are compiled from resources/translations/*.ts at build time.
    & $VenvPython scripts/translations.py compile *> $null
    if ($LASTEXITCODE -ne 0) { Write-Warning 'studio.ps1: translations not compiled' }
    # Byte-code, as pip writes it for installed packages (not for an editable one).
    & $VenvPython -m compileall -q recipe_studio *> $null
}

$mode = if ($args.Count -gt 0) { [string]$args[0] } else { 'app' }
$rest = @()
if ($args.Count -gt 1) { $rest = $args[1..($args.Count - 1)] }
switch ($mode) {
    'test' {
        Initialize-Venv
        $env:QT_QPA_PLATFORM = 'offscreen'
        # Parallel workers, each test module on one worker (see ./studio).
        & $VenvPython -m pytest -n auto --dist loadscope @rest
        $code = $LASTEXITCODE
        if ($code -eq 5) { [Console]::Error.WriteLine('studio.ps1: no tests were collected'); exit 1 }
        exit $code
    }
    'cli' {
        Initialize-Venv
        & (Join-Path $Venv 'Scripts\recipe-studio.exe') @rest
        exit $LASTEXITCODE
    }
    default {
        if ($mode -ne 'app') { $rest = $args }
        Initialize-Venv
        & (Join-Path $Venv 'Scripts\recipe-studio.exe') gui @rest
        exit $LASTEXITCODE
    }
}
